import type { ReactNode } from 'react';
import classes from './DocumentView.module.css';
import type { DocumentHit } from './document-search';

/**
 * A text with its matches marked; the current one stands out. Each mark carries its hit's
 * number, which is how the viewer finds it to scroll to.
 */
export function HighlightedText({
  text,
  hits = [],
  current,
}: {
  text: string;
  hits?: readonly DocumentHit[];
  current: number | null;
}) {
  if (hits.length === 0) return text;
  const pieces: ReactNode[] = [];
  let at = 0;
  for (const hit of hits) {
    pieces.push(text.slice(at, hit.start));
    pieces.push(
      <mark
        key={hit.index}
        className={classes.hit}
        data-hit-index={hit.index}
        data-current={hit.index === current || undefined}
      >
        {text.slice(hit.start, hit.end)}
      </mark>,
    );
    at = hit.end;
  }
  pieces.push(text.slice(at));
  return pieces;
}
