import { fork } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import yazl from 'yazl';
import type { FeedCode } from '../../common/feeds';
import { HistoryFeed, type HistoryOptions, planHistory } from './history';
import { FEEDS } from './page-xml';
import { fileStamp } from './time';

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
  options: HistoryOptions & { outDir: string; onPage?: (summary: ArchiveSummary) => void },
): Promise<ArchiveSummary> {
  mkdirSync(options.outDir, { recursive: true });
  const plan = planHistory(options);
  const pages = plan.pages.filter((p) => p.feed === feed);
  const newestYear = fileStamp(plan.pages.at(-1)?.updated ?? 0).slice(0, 4);
  const writer = new HistoryFeed(feed, plan.entries[feed], options.seed ?? 42);
  const summary: ArchiveSummary = { archives: [], pages: 0, entries: 0, xmlBytes: 0 };
  let zip: yazl.ZipFile | undefined;
  let written: Promise<void> = Promise.resolve();
  const close = async () => {
    zip?.end();
    await written;
  };
  for (const [i, page] of pages.entries()) {
    const name = archiveNameOf(feed, page.updated, newestYear);
    if (name !== summary.archives.at(-1)) {
      await close();
      zip = new yazl.ZipFile();
      written = finished(zip.outputStream.pipe(createWriteStream(join(options.outDir, name))));
      summary.archives.push(name);
    }
    const xml = Buffer.from(writer.write(page, pages[i + 1]?.fileName));
    zip!.addBuffer(xml, page.fileName, { compressionLevel: 1 });
    summary.pages++;
    summary.entries += page.entries;
    summary.xmlBytes += xml.length;
    options.onPage?.(summary);
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
  options: HistoryOptions & { outDir: string },
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
