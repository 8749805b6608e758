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
}

/**
 * A pliego snippet for an e-mail: every part escaped (it comes from a document on the internet),
 * the matched words in bold.
 */
const snippetHtml = (snippet: string) =>
  snippetParts(snippet)
    .map((part) => (part.marked ? `<strong>${escapeHtml(part.text)}</strong>` : escapeHtml(part.text)))
    .join('');

export function lineHtml(line: Line): string {
  const value = line.href
    ? `<a href="${escapeHtml(line.href)}" style="color:#1c4e80">${escapeHtml(line.value)}</a>`
    : escapeHtml(line.value);
  const quote = line.quote ? `: «${snippetHtml(line.quote)}»` : '';
  return `<div>${line.label ? `<strong>${escapeHtml(line.label)}:</strong> ` : ''}${value}${quote}</div>`;
}

export function lineText(line: Line): string {
  const quote = line.quote ? `: «${plainSnippet(line.quote)}»` : '';
  return `  ${line.label ? `${line.label}: ` : ''}${line.value}${quote}${line.href ? ` (${line.href})` : ''}`;
}
