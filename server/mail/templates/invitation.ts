import { button, escapeHtml, layout, type MailTemplate } from '../template';

/** `licenceFrom`: the owner offering a licence, which accepting the invitation accepts. */
export const invitationMail: MailTemplate<{ link: string; validDays: number; licenceFrom?: string }> = {
  name: 'invitation',
  render: ({ link, validDays, licenceFrom }) => {
    const subject = 'Te han invitado a Licitaciones';
    const why = licenceFrom
      ? `${licenceFrom} te ofrece una licencia de su suscripción a Licitaciones, el servicio para buscar y vigilar licitaciones públicas. Si la aceptas, el titular verá tu nombre, tu correo y cuántas alertas y notificaciones tienes; si no la quieres, no hagas nada.`
      : 'Te han invitado a usar Licitaciones, el servicio para buscar y vigilar licitaciones públicas.';
    return {
      subject,
      html: layout(
        subject,
        `<p>Hola:</p><p>${escapeHtml(why)} Acepta la invitación y elige tu contraseña; el enlace es válido durante ${validDays} días.</p>${button(link, 'Aceptar la invitación')}`,
      ),
      text: `Hola:\n\n${why} Acepta la invitación y elige tu contraseña (el enlace es válido durante ${validDays} días):\n\n${link}\n`,
    };
  },
};
