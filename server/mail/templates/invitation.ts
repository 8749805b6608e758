import { t } from '../../messages';
import { button, htmlText, layout, MAIL_PRIORITY, type MailTemplate } from '../template';

/** `licenceFrom`: the owner offering a licence, which accepting the invitation accepts. */
export const invitationMail: MailTemplate<{ link: string; validDays: number; licenceFrom?: string }> = {
  name: 'invitation',
  priority: MAIL_PRIORITY.other,
  render: ({ link, validDays, licenceFrom }) => {
    const subject = t('mail.invitation.subject');
    const why = (write: typeof t) =>
      licenceFrom
        ? write('mail.invitation.whyLicence', { owner: licenceFrom })
        : write('mail.invitation.why');
    const days = { count: validDays };
    return {
      subject,
      html: layout(
        subject,
        `<p>${htmlText('mail.greetingNoName')}</p><p>${why(htmlText)} ${htmlText('mail.invitation.accept', days)}</p>${button(link, t('mail.invitation.button'))}`,
      ),
      text: `${t('mail.greetingNoName')}\n\n${why(t)} ${t('mail.invitation.acceptText', days)}\n\n${link}\n`,
    };
  },
};
