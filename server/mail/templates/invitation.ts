import { t } from '../../messages';
import { button, htmlText, layout, type MailTemplate } from '../template';

/** `licenceFrom`: the owner offering a licence, which accepting the invitation accepts. */
export const invitationMail: MailTemplate<{ link: string; validDays: number; licenceFrom?: string }> = {
  name: 'invitation',
  render: ({ link, validDays, licenceFrom }) => {
    const subject = t('mail.invitation.subject');
    const why = licenceFrom
      ? { key: 'mail.invitation.whyLicence', values: { owner: licenceFrom } }
      : { key: 'mail.invitation.why', values: {} };
    const days = { count: validDays };
    return {
      subject,
      html: layout(
        subject,
        `<p>${htmlText('mail.greetingNoName')}</p><p>${htmlText(why.key, why.values)} ${htmlText('mail.invitation.accept', days)}</p>${button(link, t('mail.invitation.button'))}`,
      ),
      text: `${t('mail.greetingNoName')}\n\n${t(why.key, why.values)} ${t('mail.invitation.acceptText', days)}\n\n${link}\n`,
    };
  },
};
