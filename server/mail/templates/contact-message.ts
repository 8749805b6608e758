import { escapeHtml } from '../../../common/escape-html';
import { t } from '../../messages';
import { htmlText, layout, MAIL_PRIORITY, type MailTemplate } from '../template';

export const contactMessageMail: MailTemplate<{ name: string; email: string; message: string }> = {
  name: 'contact_message',
  priority: MAIL_PRIORITY.other,
  render: ({ name, email, message }) => {
    const subject = t('mail.contactMessage.subject', { name });
    const from = htmlText(
      'mail.contactMessage.intro',
      { email },
      { name: `<strong>${escapeHtml(name)}</strong>` },
    );
    return {
      subject,
      html: layout(
        subject,
        `<p>${from}</p><blockquote style="white-space:pre-wrap;border-left:3px solid #cbd2d9;margin:0;padding-left:12px">${escapeHtml(message)}</blockquote>`,
      ),
      text: `${t('mail.contactMessage.intro', { name, email })}\n\n${message}\n`,
    };
  },
};
