import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { PlacspEntry, Rejection, Tombstone } from '../db/tender-data';
import { type PageItem, readPlacspPage } from '../ingest/placsp/page';
import type { FeedHeader } from '../ingest/placsp/reader';
import { hasSharedData, sharedPath } from './shared-data';

/** The real PLACSP pages beside the checkout (never copied into the repo). */
export const SAMPLES_DIR = sharedPath('placsp');
export const HAVE_SAMPLES = hasSharedData('placsp');
export const SKIP_MESSAGE = `(omitido: no existe la carpeta de páginas PLACSP ${SAMPLES_DIR}; SHARED_DIR indica dónde está shared/)`;

export const samplePath = (name: string) => path.join(SAMPLES_DIR, name);

export interface ReadPage {
  header: FeedHeader | null;
  entries: PlacspEntry[];
  tombstones: Tombstone[];
  rejections: Rejection[];
}

export async function collectPage(items: AsyncIterable<PageItem>): Promise<ReadPage> {
  const page: ReadPage = { header: null, entries: [], tombstones: [], rejections: [] };
  for await (const item of items) {
    if (item.type === 'header') page.header = item.header;
    else if (item.type === 'entry') page.entries.push(item.entry);
    else if (item.type === 'tombstone') page.tombstones.push(item.tombstone);
    else page.rejections.push(item.rejection);
  }
  return page;
}

/** A real page, optionally edited in memory, read in small chunks to exercise streaming. */
export async function readSample(name: string, edit?: (xml: string) => string): Promise<ReadPage> {
  const xml = await readFile(samplePath(name), 'utf8');
  const text = edit ? edit(xml) : xml;
  return collectPage(
    readPlacspPage(chunked(Buffer.from(text), 4096), { baseUrl: pathToFileURL(samplePath(name)).href }),
  );
}

/** Bytes as a stream of fixed-size chunks (splitting multi-byte characters and tags). */
export function chunked(bytes: Buffer, size: number): Readable {
  const chunks: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
  return Readable.from(chunks);
}

export const byId = (page: ReadPage, n: string) => page.entries.filter((e) => e.entryId.endsWith(`/${n}`));
