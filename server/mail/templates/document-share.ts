import { formatDate } from '../../../common/format';
import { button, escapeHtml, layout, type MailTemplate } from '../template';

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
  render: (p) => {
    const subject = `${p.senderName} te envía una publicación del BOE: ${p.identifier}`;
    const note = p.message
      ? `<blockquote style="white-space:pre-wrap;border-left:3px solid #cbd2d9;margin:0 0 16px;padding-left:12px">${escapeHtml(p.message)}</blockquote>`
      : '';
    return {
      subject,
      html: layout(
        subject,
        `<p><strong>${escapeHtml(p.senderName)}</strong> (${escapeHtml(p.senderEmail)}) te envía esta publicación del Boletín Oficial del Estado:</p>${note}` +
          `<p><strong>${escapeHtml(p.title)}</strong><br>${escapeHtml(p.department)} · ${escapeHtml(formatDate(p.date))} · ${escapeHtml(p.identifier)}</p>` +
          `${button(p.link, 'Ver el documento')}<p><a href="${escapeHtml(p.pdfUrl)}" style="color:#1c4e80">PDF oficial en boe.es</a></p>`,
      ),
      text:
        `${p.senderName} (${p.senderEmail}) te envía esta publicación del Boletín Oficial del Estado:\n\n` +
        `${p.message ? `${p.message}\n\n` : ''}${p.title}\n${p.department} · ${formatDate(p.date)} · ${p.identifier}\n\n` +
        `Ver el documento: ${p.link}\nPDF oficial: ${p.pdfUrl}\n`,
    };
  },
};
