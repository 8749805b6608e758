import type { Readable } from 'node:stream';
import { SaxesParser, type SaxesTagNS } from 'saxes';
import type { FeedCode } from '../../../common/feeds';
import { detectFeed } from './feeds';
import { elementKey, textOf, type XmlElement } from './xml';

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
 * Streams an ATOM page: the header (before the first tombstone or entry), then every
 * `at:deleted-entry` and `atom:entry` as a small element tree, one at a time. Only one entry's
 * subtree is held in memory; reading pauses while the consumer is busy.
 *
 * A page that ends early or is not XML throws a PlacspFeedError after the complete items
 * before the damage have been yielded, so consumers must treat a page as one unit.
 */
export async function* readAtomFeed(
  input: Readable,
  options: ReadAtomOptions = {},
): AsyncGenerator<AtomItem> {
  const name = options.name ?? options.baseUrl ?? 'página';
  const parser = new SaxesParser({ xmlns: true, position: true });
  const queue: AtomItem[] = [];
  const stack: XmlElement[] = [];
  const header: FeedHeader = {
    id: null,
    title: null,
    updated: null,
    links: { self: null, first: null, prev: null, next: null },
    feed: null,
  };
  let depth = 0;
  let headerSent = false;
  let entries = 0;
  let tombstones = 0;

  const sendHeader = () => {
    if (headerSent) return;
    headerSent = true;
    header.feed = detectFeed(header.title, header.id, header.links.self, header.links.first);
    queue.push({ type: 'header', header });
  };

  const finishTopLevel = (el: XmlElement) => {
    switch (el.key) {
      case 'atom:entry':
        sendHeader();
        queue.push({ type: 'entry', element: el, position: ++entries });
        break;
      case 'at:deleted-entry':
        sendHeader();
        queue.push({ type: 'tombstone', element: el, position: ++tombstones });
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
    throw new PlacspFeedError(`La página ${name} no es un XML ATOM válido o está incompleta: ${err.message}`);
  });
  parser.on('opentag', (tag) => {
    const key = elementKey(tag.uri, tag.local);
    depth++;
    if (depth === 1) {
      if (key !== FEED_KEY) {
        throw new PlacspFeedError(`La página ${name} no es un feed ATOM: su raíz es <${tag.name}>`);
      }
      return;
    }
    const el: XmlElement = { key, attrs: attributesOf(tag), children: [], text: '' };
    stack.at(-1)?.children.push(el);
    stack.push(el);
  });
  parser.on('text', (text) => {
    const top = stack.at(-1);
    if (top) top.text += text;
  });
  parser.on('cdata', (text) => {
    const top = stack.at(-1);
    if (top) top.text += text;
  });
  parser.on('closetag', () => {
    depth--;
    const el = stack.pop();
    if (el && stack.length === 0) finishTopLevel(el);
  });

  for await (const text of decodeText(input, name)) {
    parser.write(text);
    if (queue.length > 0) yield* queue.splice(0);
  }
  parser.close();
  sendHeader();
  yield* queue.splice(0);
}

function attributesOf(tag: SaxesTagNS): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const attr of Object.values(tag.attributes)) {
    if (attr.prefix === 'xmlns' || attr.name === 'xmlns') continue;
    attrs[attr.local] = attr.value;
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

/**
 * Bytes → text. PLACSP pages are UTF-8, but a different declared encoding is honoured rather
 * than garbled: the first bytes are held until the XML declaration is complete.
 */
async function* decodeText(input: Readable, name: string): AsyncGenerator<string> {
  let decoder: TextDecoder | undefined;
  let head = Buffer.alloc(0);
  for await (const chunk of input as AsyncIterable<Buffer | string>) {
    if (typeof chunk === 'string') {
      yield chunk;
      continue;
    }
    if (decoder) {
      yield decoder.decode(chunk, { stream: true });
      continue;
    }
    head = Buffer.concat([head, chunk]);
    if (head.length < 256 && !head.includes('?>')) continue;
    decoder = decoderFor(head, name);
    yield decoder.decode(head, { stream: true });
  }
  // A stream shorter than the declaration threshold is decoded whole here.
  yield decoder ? decoder.decode() : decoderFor(head, name).decode(head);
}

function decoderFor(head: Buffer, name: string): TextDecoder {
  const declaration = head.subarray(0, 256).toString('latin1');
  const label = /^\s*<\?xml[^>]*encoding\s*=\s*["']([^"']+)["']/.exec(declaration)?.[1] ?? 'utf-8';
  try {
    return new TextDecoder(label);
  } catch {
    throw new PlacspFeedError(`La página ${name} declara una codificación desconocida: ${label}`);
  }
}
