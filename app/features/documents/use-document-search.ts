import { useDeferredValue, useMemo, useState } from 'react';
import type { StoredDocument } from '../../../common/api/documents';
import { findDocumentHits, hitsBySegment, parseDocumentQuery } from './document-search';
import { documentSegments } from './document-segments';

/**
 * The search inside one document: what is typed, the matches (recomputed as the user types,
 * without holding up the typing) and which match is the current one.
 */
export function useDocumentSearch(doc: StoredDocument) {
  const [input, setInput] = useState('');
  const [chosen, setChosen] = useState(0);
  const typed = useDeferredValue(input);
  const segments = useMemo(() => documentSegments(doc), [doc]);
  const query = useMemo(() => parseDocumentQuery(typed), [typed]);
  const hits = useMemo(() => findDocumentHits(segments, query.terms), [segments, query]);
  const bySegment = useMemo(() => hitsBySegment(hits), [hits]);
  const current = hits.length > 0 ? Math.min(chosen, hits.length - 1) : null;

  return {
    input,
    setInput(value: string) {
      setInput(value);
      setChosen(0);
    },
    query,
    segments,
    hits,
    bySegment,
    current,
    /** Makes a match current: `step` ±1 from the current one, wrapping round; or an index. */
    go(to: number | 'next' | 'previous') {
      if (hits.length === 0) return;
      const from = current ?? 0;
      const index = to === 'next' ? from + 1 : to === 'previous' ? from - 1 : to;
      setChosen((index + hits.length) % hits.length);
    },
  };
}

export type DocumentSearch = ReturnType<typeof useDocumentSearch>;
