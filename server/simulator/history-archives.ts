import { fork } from 'node:child_process';
import { createWriteStream, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import yazl from 'yazl';
import type { FeedCode } from '../../common/feeds';
import { HistoryFeed, type HistoryOptions, type HistoryPlan, planHistory } from './history';
import { FEEDS } from './page-xml';
import { fileStamp } from './time';

/**
 * The newest pages kept out of the archives, as loose pages in folders of their own: what the
 * live sync would bring after the history (a day's changes, one sync's), imported apart.
 */
export interface HeldBack {
  folder: string;
  entries: number;
}

/** The folder each held-back page goes to, newest pages first in `held`'s order. */
function heldBackPages(plan: HistoryPlan, held: HeldBack[]): Map<string, string> {
  const out = new Map<string, string>();
  let page = plan.pages.length - 1;
  for (const { folder, entries } of held)
    for (let taken = 0; taken < entries && page >= 0; page--) {
      out.set(plan.pages[page]!.fileName, folder);
      taken += plan.pages[page]!.entries;
    }
  return out;
}

export interface ArchiveSummary {
  archives: string[];
  pages: number;
  entries: number;
  /** Bytes of XML written, and of the archives holding it. */
  xmlBytes: number;
}

/**
 * PLACSP publishes a past year as one archive (`<feed>_2019.zip`) and the current year month by
 * month (`<feed>_202601.zip`), each holding that period's pages.
 */
export function archiveNameOf(feed: FeedCode, updated: number, newestYear: string): string {
  const stamp = fileStamp(updated);
  const period = stamp.slice(0, 4) === newestYear ? stamp.slice(0, 6) : stamp.slice(0, 4);
  return `${FEEDS[feed].name}_${period}.zip`;
}

/**
 * Writes one feed's part of the history as PLACSP's archives, oldest first, a page at a time: the
 * XML of a page is compressed as soon as it is written, never kept.
 */
export async function writeFeedArchives(
  feed: FeedCode,
  options: HistoryOptions & { outDir: string; heldBack?: HeldBack[] },
): Promise<ArchiveSummary> {
  mkdirSync(options.outDir, { recursive: true });
  const plan = planHistory(options);
  const held = heldBackPages(plan, options.heldBack ?? []);
  const pages = plan.pages.filter((p) => p.feed === feed);
  const newestYear = fileStamp(plan.pages.at(-1)?.updated ?? 0).slice(0, 4);
  const writer = new HistoryFeed(feed, plan.entries[feed], options.seed ?? 42, options.end);
  const summary: ArchiveSummary = { archives: [], pages: 0, entries: 0, xmlBytes: 0 };
  let zip: yazl.ZipFile | undefined;
  let written: Promise<void> = Promise.resolve();
  const close = async () => {
    zip?.end();
    zip = undefined;
    await written;
  };
  for (const [i, page] of pages.entries()) {
    const xml = Buffer.from(writer.write(page, pages[i + 1]?.fileName));
    summary.pages++;
    summary.entries += page.entries;
    summary.xmlBytes += xml.length;
    const folder = held.get(page.fileName);
    if (folder !== undefined) {
      mkdirSync(join(options.outDir, folder), { recursive: true });
      writeFileSync(join(options.outDir, folder, page.fileName), xml);
      continue;
    }
    const name = archiveNameOf(feed, page.updated, newestYear);
    if (name !== summary.archives.at(-1)) {
      await close();
      zip = new yazl.ZipFile();
      written = finished(zip.outputStream.pipe(createWriteStream(join(options.outDir, name))));
      summary.archives.push(name);
    }
    zip!.addBuffer(xml, page.fileName, { compressionLevel: 1 });
    // Lets the compressed pages reach the disk before the next one is written.
    await new Promise((resolve) => setImmediate(resolve));
  }
  await close();
  return summary;
}

/**
 * The three feeds' archives written side by side, one process each: the history's 8.7 M entries
 * take minutes per core instead of adding up on one.
 */
export async function writeHistoryArchives(
  options: HistoryOptions & { outDir: string; heldBack?: HeldBack[] },
): Promise<ArchiveSummary> {
  const feeds = Object.keys(planHistory({ ...options, entries: 0 }).entries) as FeedCode[];
  const parts = await Promise.all(
    feeds.map(
      (feed) =>
        new Promise<ArchiveSummary>((resolve, reject) => {
          const child = fork(fileURLToPath(new URL('./history-archive-worker.ts', import.meta.url)), {
            execArgv: ['--import', 'tsx'],
          });
          child.once('message', (summary) => resolve(summary as ArchiveSummary));
          child.once('error', reject);
          child.once(
            'exit',
            (code) => code !== 0 && reject(new Error(`El generador del feed ${feed} terminó con ${code}`)),
          );
          child.send({ feed, options });
        }),
    ),
  );
  return parts.reduce((all, part) => ({
    archives: [...all.archives, ...part.archives],
    pages: all.pages + part.pages,
    entries: all.entries + part.entries,
    xmlBytes: all.xmlBytes + part.xmlBytes,
  }));
}
