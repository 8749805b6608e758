import { snippetParts } from '../../../common/document-snippet';

/** A snippet's words, the matched ones marked (text, never HTML: it comes from a document). */
export function SnippetText({ snippet }: { snippet: string }) {
  return snippetParts(snippet).map((part, i) =>
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts never move.
    part.marked ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>,
  );
}
