import type { Readable } from 'node:stream';
import { Parser } from 'saxen';
import type { FeedCode } from '../../../common/feeds';
import { detectFeed } from './feeds';
import { NAMESPACE_ALIASES, textOf, type XmlElement } from './xml';

/** A page that is not a well-formed, complete ATOM feed: the whole page is unusable. */
export class PlacspFeedError extends Error {
  override name = 'PlacspFeedError';
}

export interface FeedLinks {
  self: string | null;
  first: string | null;
  prev: string | null;
  /** The older page (PLACSP pages go back in time through `next`). */
  next: string | null;
}

export interface FeedHeader {
  id: string | null;
  title: string | null;
  /** atom:updated of the page as published (with offset). */
  updated: string | null;
  /** Hrefs resolved against the page's own address when it is known. */
  links: FeedLinks;
  /** Recognised from the title, id or links; null when the page does not say. */
  feed: FeedCode | null;
}

export type AtomItem =
  | { type: 'header'; header: FeedHeader }
  | { type: 'tombstone'; element: XmlElement; position: number }
  | { type: 'entry'; element: XmlElement; position: number };

export interface ReadAtomOptions {
  /** Address of the page (URL or file:// URL), to resolve relative hrefs. */
  baseUrl?: string;
  /** Shown in errors. */
  name?: string;
}

const FEED_KEY = 'atom:feed';

/**
 * A page's text, whole: a page is at most a few megabytes, and the importer holds a whole page
 * anyway. PLACSP pages are UTF-8, but a different declared encoding is honoured rather than
 * garbled.
 */
export async function pageText(input: Readable, name: string): Promise<string> {
  // A stream gives text throughout (an encoding was set on it) or bytes throughout. Bytes are
  // decoded in one call: decoded chunk by chunk and joined, the text took longer than parsing it.
  const text: string[] = [];
  const bytes: Buffer[] = [];
  for await (const chunk of input as AsyncIterable<Buffer | string>) {
    if (typeof chunk === 'string') text.push(chunk);
    else bytes.push(chunk);
  }
  if (text.length > 0) return text.join('');
  const page = Buffer.concat(bytes);
  return decodePage(page, name);
}

/**
 * Parses an ATOM page and hands over the header (before the first tombstone or entry), then
 * every `at:deleted-entry` and `atom:entry` as a small element tree, in page order, as each ends:
 * a consumer that maps the tree at once lets it go while it is young, which the garbage collector
 * frees almost for nothing. saxen parses PLACSP's deeply nested entries about 2.5 times faster
 * than the streaming saxes did (bench/ingest/parse.ts).
 *
 * A page that ends early or is not XML throws a PlacspFeedError after the complete items
 * before the damage have been handed over, so consumers must treat a page as one unit.
 */
export function parseAtom(text: string, options: ReadAtomOptions, onItem: (item: AtomItem) => void): void {
  const name = options.name ?? options.baseUrl ?? 'página';
  const parser = new Parser();
  parser.ns(NAMESPACE_ALIASES);
  const stack: XmlElement[] = [];
  const header: FeedHeader = {
    id: null,
    title: null,
    updated: null,
    links: { self: null, first: null, prev: null, next: null },
    feed: null,
  };
  let depth = 0;
  let rootSeen = false;
  let headerSent = false;
  let entries = 0;
  let tombstones = 0;
  let error: PlacspFeedError | null = null;
  const invalid = (detail: string) =>
    new PlacspFeedError(`La página ${name} no es un XML ATOM válido o está incompleta: ${detail}`);

  const sendHeader = () => {
    if (headerSent) return;
    headerSent = true;
    header.feed = detectFeed(header.title, header.id, header.links.self, header.links.first);
    onItem({ type: 'header', header });
  };

  const finishTopLevel = (el: XmlElement) => {
    switch (el.key) {
      case 'atom:entry':
        sendHeader();
        onItem({ type: 'entry', element: el, position: ++entries });
        break;
      case 'at:deleted-entry':
        sendHeader();
        onItem({ type: 'tombstone', element: el, position: ++tombstones });
        break;
      case 'atom:id':
        header.id = textOf(el);
        break;
      case 'atom:title':
        header.title = textOf(el);
        break;
      case 'atom:updated':
        header.updated = textOf(el);
        break;
      case 'atom:link': {
        const rel = (el.attrs.rel ?? 'alternate') as keyof FeedLinks;
        const href = el.attrs.href?.trim();
        if (href && rel in header.links) header.links[rel] = resolveHref(href, options.baseUrl);
        break;
      }
    }
  };

  parser.on('error', (err) => {
    error ??= invalid(err.message);
  });
  parser.on('openTag', (key, getAttrs, decode) => {
    depth++;
    if (depth === 1) {
      rootSeen = true;
      if (key !== FEED_KEY)
        throw new PlacspFeedError(`La página ${name} no es un feed ATOM: su raíz es <${key}>`);
      return;
    }
    const el: XmlElement = { key, attrs: attributesOf(getAttrs(), decode), children: [], text: '' };
    stack.at(-1)?.children.push(el);
    stack.push(el);
  });
  parser.on('text', (value, decode) => {
    const top = stack.at(-1);
    if (top) top.text += value.includes('&') ? decode(value) : value;
  });
  parser.on('cdata', (value) => {
    const top = stack.at(-1);
    if (top) top.text += value;
  });
  parser.on('closeTag', () => {
    depth--;
    const el = stack.pop();
    if (el && stack.length === 0) finishTopLevel(el);
  });

  parser.parse(text);
  if (!error && !rootSeen) error = invalid('no contiene ningún elemento');
  if (!error && depth !== 0) error = invalid('termina antes de cerrar sus elementos');
  if (error) throw error;
  sendHeader();
}

/** Shared by the elements without attributes: most of a CODICE entry's hundreds. */
const NO_ATTRIBUTES: Record<string, string> = Object.freeze({}) as Record<string, string>;

/**
 * Attributes by local name, entity references decoded; namespace declarations left out (the
 * parser has already used them).
 */
function attributesOf(raw: Record<string, string>, decode: (s: string) => string): Record<string, string> {
  let attrs = NO_ATTRIBUTES;
  for (const qualified in raw) {
    if (qualified === 'xmlns' || qualified.startsWith('xmlns:')) continue;
    if (attrs === NO_ATTRIBUTES) attrs = {};
    const value = raw[qualified]!;
    attrs[qualified.slice(qualified.indexOf(':') + 1)] = value.includes('&') ? decode(value) : value;
  }
  return attrs;
}

/** Archive pages link to siblings by bare file name; live pages use absolute URLs. */
function resolveHref(href: string, baseUrl: string | undefined): string {
  try {
    return new URL(href, baseUrl).toString();
  } catch {
    return href;
  }
}

/** A page's bytes as text, in the encoding its XML declaration names (UTF-8 when it names none). */
function decodePage(page: Buffer, name: string): string {
  const declaration = page.subarray(0, 256).toString('latin1');
  const label = /^\s*<\?xml[^>]*encoding\s*=\s*["']([^"']+)["']/.exec(declaration)?.[1] ?? 'utf-8';
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(label);
  } catch {
    throw new PlacspFeedError(`La página ${name} declara una codificación desconocida: ${label}`);
  }
  // Node's own UTF-8 decoding is several times faster than TextDecoder's on a whole page; like
  // TextDecoder, it replaces invalid bytes, and the byte order mark is dropped here as it does.
  if (decoder.encoding !== 'utf-8') return decoder.decode(page);
  const text = page.toString('utf8');
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}
