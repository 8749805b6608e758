import { escapeHtml } from '../../../common/escape-html';
import { t } from '../../messages';
import { htmlText, layout, MAIL_PRIORITY, type MailTemplate } from '../template';

export const passwordChangedMail: MailTemplate<{ name: string; contactEmail: string }> = {
  name: 'password_changed',
  priority: MAIL_PRIORITY.securityNotice,
  render: ({ name, contactEmail }) => {
    const subject = t('mail.passwordChanged.subject');
    const address = escapeHtml(contactEmail);
    const mailto = `<a href="mailto:${address}">${address}</a>`;
    return {
      subject,
      html: layout(
        subject,
        `<p>${htmlText('mail.greeting', { name })}</p><p>${htmlText('mail.passwordChanged.what')}</p><p>${htmlText('mail.passwordChanged.notYou', {}, { contactEmail: mailto })}</p>`,
      ),
      text: `${t('mail.greeting', { name })}\n\n${t('mail.passwordChanged.what')}\n\n${t('mail.passwordChanged.notYou', { contactEmail })}\n`,
    };
  },
};
