/** The BOE's site: relative links in its files (`/boe/dias/…`) are under it. */
export const BOE_SITE = 'https://www.boe.es';

/**
 * An absolute http(s) URL: a leading `/` means the BOE's site (item XML and old summaries are
 * relative). Anything else (another scheme, a path relative to who knows what) is dropped.
 */
export function absoluteUrl(url: string | null): string | null {
  if (!url) return null;
  if (/^https?:\/\//i.test(url)) return url;
  return url.startsWith('/') && !url.startsWith('//') ? `${BOE_SITE}${url}` : null;
}

/** The official HTML page of an item (the summary gives it; item XML does not). */
export const itemHtmlUrl = (identifier: string) => `${BOE_SITE}/diario_boe/txt.php?id=${identifier}`;
/** Where an item's XML document is served (both API generations). */
export const itemXmlUrl = (identifier: string) => `${BOE_SITE}/diario_boe/xml.php?id=${identifier}`;
