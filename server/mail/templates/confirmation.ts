import { button, escapeHtml, layout, type MailTemplate } from '../template';

/** What confirming starts: the trial when TRIAL_DAYS gives one, else just the account. */
const whatStarts = (trialDays: number) =>
  trialDays === 0
    ? 'a usar Licitaciones'
    : trialDays === 1
      ? 'tu día de prueba gratuita'
      : `tus ${trialDays} días de prueba gratuita`;

export const confirmationMail: MailTemplate<{ name: string; link: string; trialDays: number }> = {
  name: 'confirmation',
  render: ({ name, link, trialDays }) => {
    const subject = 'Confirma tu cuenta de Licitaciones';
    const intro = `Gracias por registrarte. Confirma tu dirección de correo para empezar ${whatStarts(trialDays)}`;
    return {
      subject,
      html: layout(
        subject,
        `<p>Hola ${escapeHtml(name)}:</p><p>${intro}.</p>${button(link, 'Confirmar mi cuenta')}<p>Si no has creado esta cuenta, ignora este mensaje.</p>`,
      ),
      text: `Hola ${name}:\n\n${intro}:\n\n${link}\n\nSi no has creado esta cuenta, ignora este mensaje.\n`,
    };
  },
};
