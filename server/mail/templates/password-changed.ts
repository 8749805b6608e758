import { escapeHtml, layout, type MailTemplate } from '../template';

export const passwordChangedMail: MailTemplate<{ name: string; contactEmail: string }> = {
  name: 'password_changed',
  render: ({ name, contactEmail }) => {
    const subject = 'Tu contraseña de Licitaciones ha cambiado';
    return {
      subject,
      html: layout(
        subject,
        `<p>Hola ${escapeHtml(name)}:</p><p>La contraseña de tu cuenta acaba de cambiar y se han cerrado todas las sesiones abiertas.</p><p>Si no has sido tú, escríbenos cuanto antes a <a href="mailto:${escapeHtml(contactEmail)}">${escapeHtml(contactEmail)}</a>.</p>`,
      ),
      text: `Hola ${name}:\n\nLa contraseña de tu cuenta acaba de cambiar y se han cerrado todas las sesiones abiertas.\n\nSi no has sido tú, escríbenos cuanto antes a ${contactEmail}.\n`,
    };
  },
};
