import { t } from '../../messages';
import { button, htmlText, layout, MAIL_PRIORITY, type MailTemplate } from '../template';

export const resetPasswordMail: MailTemplate<{ name: string; link: string; validHours: number }> = {
  name: 'reset_password',
  priority: MAIL_PRIORITY.passwordReset,
  render: ({ name, link, validHours }) => {
    const subject = t('mail.resetPassword.subject');
    const hours = { count: validHours };
    return {
      subject,
      html: layout(
        subject,
        `<p>${htmlText('mail.greeting', { name })}</p><p>${htmlText('mail.resetPassword.request', hours)}.</p>${button(link, t('mail.resetPassword.button'))}<p>${htmlText('mail.resetPassword.notYou')}</p>`,
      ),
      text: `${t('mail.greeting', { name })}\n\n${t('mail.resetPassword.request', hours)}:\n\n${link}\n\n${t('mail.resetPassword.notYou')}\n`,
    };
  },
};
