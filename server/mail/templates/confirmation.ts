import { button, escapeHtml, layout, type MailTemplate } from '../template';

export const confirmationMail: MailTemplate<{ name: string; link: string }> = {
  name: 'confirmation',
  render: ({ name, link }) => {
    const subject = 'Confirma tu cuenta de Licitaciones';
    return {
      subject,
      html: layout(
        subject,
        `<p>Hola ${escapeHtml(name)}:</p><p>Gracias por registrarte. Confirma tu dirección de correo para empezar tus 15 días de prueba gratuita.</p>${button(link, 'Confirmar mi cuenta')}<p>Si no has creado esta cuenta, ignora este mensaje.</p>`,
      ),
      text: `Hola ${name}:\n\nGracias por registrarte. Confirma tu dirección de correo para empezar tus 15 días de prueba gratuita:\n\n${link}\n\nSi no has creado esta cuenta, ignora este mensaje.\n`,
    };
  },
};
