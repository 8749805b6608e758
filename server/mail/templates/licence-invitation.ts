import { t } from '../../messages';
import { button, escapeHtml, layout, type MailTemplate } from '../template';

/** An owner offers a licence to someone with an account: nothing is shared until they accept. */
export const licenceInvitationMail: MailTemplate<{ link: string; ownerEmail: string; validDays: number }> = {
  name: 'licence_invitation',
  render: ({ link, ownerEmail, validDays }) => {
    const subject = 'Te ofrecen una licencia de Licitaciones';
    const offer = `${ownerEmail} te ofrece una licencia de su suscripción a Licitaciones.`;
    const consent =
      'Si la aceptas, tendrás acceso a las licitaciones con ella y el titular verá tu nombre, tu correo y cuántas alertas y notificaciones tienes. Si no la quieres, no hagas nada.';
    return {
      subject,
      html: layout(
        subject,
        `<p>Hola:</p><p>${escapeHtml(offer)}</p><p>${consent}</p><p>Para aceptarla, abre el enlace con la sesión iniciada en tu cuenta; es válido durante ${validDays} días.</p>${button(link, t('licences.accept.submit'))}`,
      ),
      text: `Hola:\n\n${offer}\n\n${consent}\n\nPara aceptarla, abre este enlace con la sesión iniciada en tu cuenta (es válido durante ${validDays} días):\n\n${link}\n`,
    };
  },
};
