import { escapeHtml } from '../../../common/escape-html';
import { formatDate } from '../../../common/format';
import { t } from '../../messages';
import { button, htmlText, layout, MAIL_PRIORITY, type MailTemplate } from '../template';

export interface DocumentShareParams {
  /** Who shares it: their name and address, so the recipient knows who writes. */
  senderName: string;
  senderEmail: string;
  message: string;
  title: string;
  department: string;
  /** YYYY-MM-DD. */
  date: string;
  identifier: string;
  /** The document in the app, and the official PDF. */
  link: string;
  pdfUrl: string;
}

export const documentShareMail: MailTemplate<DocumentShareParams> = {
  name: 'document_share',
  priority: MAIL_PRIORITY.other,
  render: (p) => {
    const subject = t('mail.documentShare.subject', { senderName: p.senderName, identifier: p.identifier });
    const from = htmlText(
      'mail.documentShare.intro',
      { senderEmail: p.senderEmail },
      { senderName: `<strong>${escapeHtml(p.senderName)}</strong>` },
    );
    const note = p.message
      ? `<blockquote style="white-space:pre-wrap;border-left:3px solid #cbd2d9;margin:0 0 16px;padding-left:12px">${escapeHtml(p.message)}</blockquote>`
      : '';
    return {
      subject,
      html: layout(
        subject,
        `<p>${from}</p>${note}` +
          `<p><strong>${escapeHtml(p.title)}</strong><br>${escapeHtml(p.department)} · ${escapeHtml(formatDate(p.date))} · ${escapeHtml(p.identifier)}</p>` +
          `${button(p.link, t('mail.documentShare.button'))}<p><a href="${escapeHtml(p.pdfUrl)}" style="color:#1c4e80">${htmlText('mail.documentShare.pdfLink')}</a></p>`,
      ),
      text:
        `${t('mail.documentShare.intro', { senderName: p.senderName, senderEmail: p.senderEmail })}\n\n` +
        `${p.message ? `${p.message}\n\n` : ''}${p.title}\n${p.department} · ${formatDate(p.date)} · ${p.identifier}\n\n` +
        `${t('mail.documentShare.button')}: ${p.link}\n${t('documents.pdf')}: ${p.pdfUrl}\n`,
    };
  },
};
