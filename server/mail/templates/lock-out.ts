import { t } from '../../messages';
import { button, htmlText, layout, MAIL_PRIORITY, type MailTemplate } from '../template';

/**
 * Sign-in to the account is paused after too many wrong passwords: its owner hears when, from
 * which client address, until when, and how to change the password if it was not them.
 */
export const lockOutMail: MailTemplate<{
  name: string;
  /** DD/MM/YYYY HH:mm, Madrid time. */
  at: string;
  until: string;
  address: string;
  recoverLink: string;
}> = {
  name: 'lock_out',
  priority: MAIL_PRIORITY.securityNotice,
  render: ({ name, at, until, address, recoverLink }) => {
    const subject = t('mail.lockOut.subject');
    const what = { at, until, address };
    return {
      subject,
      html: layout(
        subject,
        `<p>${htmlText('mail.greeting', { name })}</p><p>${htmlText('mail.lockOut.what', what)}</p><p>${htmlText('mail.lockOut.ifYou')}</p><p>${htmlText('mail.lockOut.ifNot')}</p>${button(recoverLink, t('mail.lockOut.button'))}`,
      ),
      text: `${t('mail.greeting', { name })}\n\n${t('mail.lockOut.what', what)}\n\n${t('mail.lockOut.ifYou')}\n\n${t('mail.lockOut.ifNot')}\n\n${t('mail.lockOut.button')}: ${recoverLink}\n`,
    };
  },
};
