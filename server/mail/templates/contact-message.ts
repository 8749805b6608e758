import { escapeHtml, layout, type MailTemplate } from '../template';

export const contactMessageMail: MailTemplate<{ name: string; email: string; message: string }> = {
  name: 'contact_message',
  render: ({ name, email, message }) => {
    const subject = `Contacto desde la web: ${name}`;
    return {
      subject,
      html: layout(
        subject,
        `<p><strong>${escapeHtml(name)}</strong> (${escapeHtml(email)}) escribe:</p><blockquote style="white-space:pre-wrap;border-left:3px solid #cbd2d9;margin:0;padding-left:12px">${escapeHtml(message)}</blockquote>`,
      ),
      text: `${name} (${email}) escribe:\n\n${message}\n`,
    };
  },
};
