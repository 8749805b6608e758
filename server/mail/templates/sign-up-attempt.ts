import { escapeHtml } from '../../../common/escape-html';
import { t } from '../../messages';
import { button, htmlText, layout, MAIL_PRIORITY, type MailTemplate } from '../template';

/**
 * Someone signed up with an address that already has an account: its owner is told here,
 * while the sign-up form answers as for a new address (it does not reveal who has an account).
 */
export const signUpAttemptMail: MailTemplate<{ name: string; signInLink: string; recoverLink: string }> = {
  name: 'sign_up_attempt',
  priority: MAIL_PRIORITY.securityNotice,
  render: ({ name, signInLink, recoverLink }) => {
    const subject = t('mail.signUpAttempt.subject');
    return {
      subject,
      html: layout(
        subject,
        `<p>${htmlText('mail.greeting', { name })}</p><p>${htmlText('mail.signUpAttempt.what')}</p><p>${htmlText('mail.signUpAttempt.next')}</p>${button(signInLink, t('pages.signIn'))}<p><a href="${escapeHtml(recoverLink)}">${htmlText('mail.signUpAttempt.forgot')}</a></p>`,
      ),
      text: `${t('mail.greeting', { name })}\n\n${t('mail.signUpAttempt.what')}\n\n${t('mail.signUpAttempt.next')}\n\n${t('pages.signIn')}: ${signInLink}\n\n${t('mail.signUpAttempt.forgot')}: ${recoverLink}\n`,
    };
  },
};
