/**
 * Archive pages are named `<feed>_YYYYMMDD_HHMMSS[_N].atom`; `_N` is the N-th older continuation
 * of one snapshot, and the head page `<feed>.atom` is the newest. Importing oldest first records
 * every intermediate version of an entry in order.
 */
export function comparePagesOldestFirst(a: string, b: string): number {
  const ka = pageKey(a);
  const kb = pageKey(b);
  if (ka.stamp !== kb.stamp) return ka.stamp < kb.stamp ? -1 : 1;
  if (ka.part !== kb.part) return kb.part - ka.part;
  return a < b ? -1 : a > b ? 1 : 0;
}

function pageKey(name: string): { stamp: string; part: number } {
  const m = /_(\d{8})_(\d{6})(?:_(\d+))?\.[a-z]+$/i.exec(name);
  // A page without a timestamp is a head page: newer than any archive page.
  if (!m) return { stamp: '99999999999999', part: 0 };
  return { stamp: `${m[1]}${m[2]}`, part: Number(m[3] ?? 0) };
}

export const isFeedPageName = (name: string) => /\.(atom|xml)$/i.test(name) && !/(^|\/)__MACOSX\//.test(name);

/**
 * PLACSP's archives hold a past year (`<feed>_2019.zip`) or a month of the current one
 * (`<feed>_202601.zip`): by the period's start, then by name (one feed's before another's).
 */
export function compareArchivesOldestFirst(a: string, b: string): number {
  const start = (name: string) => {
    const m = /_(\d{4})(\d{2})?\.zip$/i.exec(name);
    return m ? `${m[1]}${m[2] ?? '00'}` : '999999';
  };
  const [sa, sb] = [start(a), start(b)];
  if (sa !== sb) return sa < sb ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}
