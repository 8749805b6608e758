import { button, layout, type MailTemplate } from '../template';

export const invitationMail: MailTemplate<{ link: string; validDays: number }> = {
  name: 'invitation',
  render: ({ link, validDays }) => {
    const subject = 'Te han invitado a Licitaciones';
    return {
      subject,
      html: layout(
        subject,
        `<p>Hola:</p><p>Te han invitado a usar Licitaciones, el servicio para buscar y vigilar licitaciones públicas. Acepta la invitación y elige tu contraseña; el enlace es válido durante ${validDays} días.</p>${button(link, 'Aceptar la invitación')}`,
      ),
      text: `Hola:\n\nTe han invitado a usar Licitaciones, el servicio para buscar y vigilar licitaciones públicas. Acepta la invitación y elige tu contraseña (el enlace es válido durante ${validDays} días):\n\n${link}\n`,
    };
  },
};
