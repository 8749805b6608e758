import { plainSnippet, snippetParts } from '../../../common/document-snippet';
import { escapeHtml } from '../../../common/escape-html';

/**
 * One line under an item: an optional bold label, its value, linked when `href` is given, and
 * words quoted after it (a pliego snippet, its matched words between marks).
 */
export interface Line {
  label?: string;
  value: string;
  href?: string;
  quote?: string;
  /** More links after the value, each after a ' · ' (a choice of links on one line). */
  also?: { value: string; href: string }[];
}

const linkHtml = (value: string, href: string) =>
  `<a href="${escapeHtml(href)}" style="color:#1c4e80">${escapeHtml(value)}</a>`;

/**
 * A pliego snippet for an e-mail: every part escaped (it comes from a document on the internet),
 * the matched words in bold.
 */
const snippetHtml = (snippet: string) =>
  snippetParts(snippet)
    .map((part) => (part.marked ? `<strong>${escapeHtml(part.text)}</strong>` : escapeHtml(part.text)))
    .join('');

export function lineHtml(line: Line): string {
  const value = line.href ? linkHtml(line.value, line.href) : escapeHtml(line.value);
  const also = (line.also ?? []).map((link) => ` · ${linkHtml(link.value, link.href)}`).join('');
  const quote = line.quote ? `: «${snippetHtml(line.quote)}»` : '';
  return `<div>${line.label ? `<strong>${escapeHtml(line.label)}:</strong> ` : ''}${value}${also}${quote}</div>`;
}

export function lineText(line: Line): string {
  const quote = line.quote ? `: «${plainSnippet(line.quote)}»` : '';
  const also = (line.also ?? []).map((link) => ` · ${link.value} (${link.href})`).join('');
  return `  ${line.label ? `${line.label}: ` : ''}${line.value}${quote}${line.href ? ` (${line.href})` : ''}${also}`;
}
