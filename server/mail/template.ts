import { escapeHtml } from '../../common/escape-html';
import { t } from '../messages';

/** A rendered message: what the outbox stores and the transport sends. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/**
 * Which waiting messages go first when several are due (after an SMTP outage, hundreds): what a
 * person is waiting for at the screen before anything else, digests last. Lower goes first.
 */
export const MAIL_PRIORITY = {
  passwordReset: 0,
  confirmation: 1,
  /** Told to the account's owner: a password changed, a sign-up tried with the address, a lock-out. */
  securityNotice: 2,
  other: 3,
  digest: 4,
} as const;
export type MailPriority = (typeof MAIL_PRIORITY)[keyof typeof MAIL_PRIORITY];

export interface MailTemplate<P> {
  name: string;
  priority: MailPriority;
  render(params: P): RenderedMail;
}

/**
 * A catalogue text (common/i18n/<language>/mail.json …) for an HTML body: the text and its values
 * escaped, since t() escapes nothing. `markup` values are HTML already (a name in <strong>, a
 * mailto link) and go in as they are.
 */
export function htmlText(
  key: string,
  values: Record<string, unknown> = {},
  markup: Record<string, string> = {},
): string {
  const names = Object.keys(markup);
  const slots = Object.fromEntries(names.map((name, i) => [name, `\uE000${i}\uE000`]));
  return escapeHtml(t(key, { ...values, ...slots })).replace(
    /\uE000(\d+)\uE000/g,
    (slot, i: string) => markup[names[Number(i)] ?? ''] ?? slot,
  );
}

/** The shared HTML frame of every message; `body` must already be escaped. */
export function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px;padding:32px">
<tr><td style="font-size:20px;font-weight:bold;color:#1c4e80;padding-bottom:16px">${escapeHtml(t('app.name'))}</td></tr>
<tr><td style="font-size:15px;line-height:1.5">${body}</td></tr>
<tr><td style="font-size:12px;color:#7b8794;padding-top:24px">${htmlText('mail.footer')}</td></tr>
</table></td></tr></table></body></html>`;
}

export function button(href: string, label: string): string {
  return `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="background:#1c4e80;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(label)}</a></p>`;
}
