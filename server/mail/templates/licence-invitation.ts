import { t } from '../../messages';
import { button, htmlText, layout, MAIL_PRIORITY, type MailTemplate } from '../template';

/** An owner offers a licence to someone with an account: nothing is shared until they accept. */
export const licenceInvitationMail: MailTemplate<{ link: string; ownerEmail: string; validDays: number }> = {
  name: 'licence_invitation',
  priority: MAIL_PRIORITY.other,
  render: ({ link, ownerEmail, validDays }) => {
    const subject = t('mail.licenceInvitation.subject');
    const days = { count: validDays };
    return {
      subject,
      html: layout(
        subject,
        `<p>${htmlText('mail.greetingNoName')}</p><p>${htmlText('mail.licenceInvitation.offer', { ownerEmail })}</p><p>${htmlText('mail.licenceInvitation.consent')}</p><p>${htmlText('mail.licenceInvitation.howTo', days)}</p>${button(link, t('licences.accept.submit'))}`,
      ),
      text: `${t('mail.greetingNoName')}\n\n${t('mail.licenceInvitation.offer', { ownerEmail })}\n\n${t('mail.licenceInvitation.consent')}\n\n${t('mail.licenceInvitation.howToText', days)}\n\n${link}\n`,
    };
  },
};
