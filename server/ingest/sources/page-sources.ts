import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';
import { compareArchivesOldestFirst, comparePagesOldestFirst, isFeedPageName } from './page-order';

/** One ATOM page to import, opened lazily so only one is read at a time. */
export interface FeedPage {
  /** File or member name, or URL: shown in progress and errors. */
  name: string;
  /** Base for resolving relative `next`/`self` hrefs. */
  baseUrl: string;
  size: number | undefined;
  open(): Promise<Readable>;
}

export interface PageSource {
  pages: FeedPage[];
  /** Removes temporary downloads. */
  close(): Promise<void>;
}

const isUrl = (target: string) => /^https?:\/\//i.test(target);

export async function fetchStream(url: string): Promise<{ body: Readable; size: number | undefined }> {
  const res = await fetch(url, { headers: { 'user-agent': 'Licitaciones/1.0 (+sincronizacion PLACSP)' } });
  if (!res.ok || !res.body) throw new Error(`No se ha podido descargar ${url}: HTTP ${res.status}`);
  const length = Number(res.headers.get('content-length'));
  return {
    body: Readable.fromWeb(res.body as never),
    size: Number.isFinite(length) && length > 0 ? length : undefined,
  };
}

/**
 * Resolves what the import command was given — a page, a folder, a monthly/annual zip or a
 * URL of either — into its pages, oldest first.
 */
export async function openPageSource(target: string): Promise<PageSource> {
  if (isUrl(target)) {
    if (!/\.zip(\?|$)/i.test(target)) {
      return {
        pages: [
          {
            name: target,
            baseUrl: target,
            size: undefined,
            open: async () => (await fetchStream(target)).body,
          },
        ],
        close: async () => {},
      };
    }
    const dir = await mkdtemp(path.join(os.tmpdir(), 'lic-zip-'));
    const file = path.join(dir, 'archive.zip');
    const { body } = await fetchStream(target);
    await pipeline(body, createWriteStream(file));
    const zip = await zipPages(file, target);
    return {
      pages: zip.pages,
      close: async () => {
        await zip.close();
        await rm(dir, { recursive: true, force: true });
      },
    };
  }

  const info = await stat(target).catch(() => {
    throw new Error(`No existe el fichero o la carpeta ${target}`);
  });
  if (info.isDirectory()) {
    const all = await readdir(target);
    const names = all.filter(isFeedPageName).sort(comparePagesOldestFirst);
    // A folder of PLACSP's archives (a feed's years and months, or several feeds'): each
    // period's pages in turn, then any loose page (the head pages are the newest).
    const archives = all.filter((n) => /\.zip$/i.test(n)).sort(compareArchivesOldestFirst);
    const zips: PageSource[] = [];
    for (const name of archives) {
      const file = path.join(target, name);
      zips.push(await zipPages(file, pathToBase(file)));
    }
    const loose = await Promise.all(names.map((n) => filePage(path.join(target, n))));
    return {
      pages: [...zips.flatMap((zip) => zip.pages), ...loose],
      close: async () => {
        for (const zip of zips) await zip.close();
      },
    };
  }
  if (/\.zip$/i.test(target)) return zipPages(target, pathToBase(target));
  return { pages: [await filePage(target)], close: async () => {} };
}

const pathToBase = (file: string) => `file://${path.resolve(file)}`;

async function filePage(file: string): Promise<FeedPage> {
  const { size } = await stat(file);
  return { name: file, baseUrl: pathToBase(file), size, open: async () => createReadStream(file) };
}

/** Members of a zip are read one at a time, straight from the archive, never all at once. */
async function zipPages(file: string, base: string): Promise<PageSource> {
  const zip = await yauzl.openPromise(file, { lazyEntries: true, autoClose: false });
  const entries: yauzl.Entry[] = [];
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      if (isFeedPageName(entry.fileName)) entries.push(entry);
      zip.readEntry();
    });
    zip.on('end', resolve);
    zip.on('error', reject);
    zip.readEntry();
  });
  entries.sort((a, b) => comparePagesOldestFirst(a.fileName, b.fileName));
  return {
    pages: entries.map((entry) => ({
      name: `${path.basename(file)}:${entry.fileName}`,
      baseUrl: new URL(entry.fileName, base.endsWith('/') ? base : `${base}/`).toString(),
      size: entry.uncompressedSize,
      open: () => zip.openReadStreamPromise(entry),
    })),
    close: async () => zip.close(),
  };
}
