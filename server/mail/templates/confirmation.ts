import { t } from '../../messages';
import { button, htmlText, layout, MAIL_PRIORITY, type MailTemplate } from '../template';

/** Confirming starts the trial TRIAL_DAYS gives (the intro counts its days; none: just the account). */
export const confirmationMail: MailTemplate<{ name: string; link: string; trialDays: number }> = {
  name: 'confirmation',
  priority: MAIL_PRIORITY.confirmation,
  render: ({ name, link, trialDays }) => {
    const subject = t('mail.confirmation.subject');
    const days = { count: trialDays };
    return {
      subject,
      html: layout(
        subject,
        `<p>${htmlText('mail.greeting', { name })}</p><p>${htmlText('mail.confirmation.intro', days)}.</p>${button(link, t('mail.confirmation.button'))}<p>${htmlText('mail.confirmation.notYou')}</p>`,
      ),
      text: `${t('mail.greeting', { name })}\n\n${t('mail.confirmation.intro', days)}:\n\n${link}\n\n${t('mail.confirmation.notYou')}\n`,
    };
  },
};
