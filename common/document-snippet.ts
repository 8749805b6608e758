import { SNIPPET_MARK } from './api/procurement-search';

const MARKS = new RegExp(`[${SNIPPET_MARK.start}${SNIPPET_MARK.stop}]`);

/** A snippet's text split at its marks: every other part is a matched word (text, never HTML). */
export function snippetParts(snippet: string): { text: string; marked: boolean }[] {
  return snippet
    .split(MARKS)
    .map((text, i) => ({ text, marked: i % 2 === 1 }))
    .filter((part) => part.text);
}

/** The snippet as plain text, its marks dropped (a spreadsheet cell, a text e-mail). */
export const plainSnippet = (snippet: string) =>
  snippetParts(snippet)
    .map((part) => part.text)
    .join('');

/** Which file a snippet is in: the document, and the ZIP member when the page is inside one. */
export const snippetSource = (at: { name: string; member: string }) =>
  at.member ? `${at.name} › ${at.member}` : at.name;
