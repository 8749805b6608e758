import { button, escapeHtml, layout, type MailTemplate } from '../template';

export const resetPasswordMail: MailTemplate<{ name: string; link: string; validHours: number }> = {
  name: 'reset_password',
  render: ({ name, link, validHours }) => {
    const subject = 'Instrucciones para cambiar tu contraseña';
    return {
      subject,
      html: layout(
        subject,
        `<p>Hola ${escapeHtml(name)}:</p><p>Hemos recibido una solicitud para cambiar la contraseña de tu cuenta. El enlace es válido durante ${validHours} horas y solo puede usarse una vez.</p>${button(link, 'Cambiar mi contraseña')}<p>Si no lo has solicitado, ignora este mensaje: tu contraseña no cambiará.</p>`,
      ),
      text: `Hola ${name}:\n\nHemos recibido una solicitud para cambiar la contraseña de tu cuenta. El enlace es válido durante ${validHours} horas y solo puede usarse una vez:\n\n${link}\n\nSi no lo has solicitado, ignora este mensaje: tu contraseña no cambiará.\n`,
    };
  },
};
