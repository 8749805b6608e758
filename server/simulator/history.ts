import type { FeedCode } from '../../common/feeds';
import { entryXml } from './entry-xml';
import {
  FEEDS,
  type ManifestTombstone,
  type PagePlan,
  pageHeader,
  tombstoneCount,
  tombstoneXml,
} from './page-xml';
import { PendingVersions } from './pending-versions';
import { hash32, Rng } from './prng';
import { entryIdOf } from './tender';
import { atomDateTime, DAY, fileStamp } from './time';
import { materialise, planTender, type TenderVersion } from './versions';

/** Entries PLACSP has published since it began, per feed (all versions, as syndicated). */
export const HISTORY_ENTRIES: Record<FeedCode, number> = {
  '643': 3_600_000,
  '1044': 1_700_000,
  '1143': 3_300_000,
};
/** All feeds together: 8.7 M (the figures per feed are rounded, and add up to 8.6 M). */
export const HISTORY_TOTAL = 8_700_000;

/** When each feed's history begins: the platform, the aggregated platforms, the minor contracts (LCSP). */
const FEED_START: Record<FeedCode, string> = {
  '643': '2012-01-02T08:00:00Z',
  '1044': '2016-01-04T08:00:00Z',
  '1143': '2018-03-09T08:00:00Z',
};
const HISTORY_END = '2026-08-10T17:34:38.955Z';

/**
 * Versions per ordinary tender over its whole life (announcement, corrections, evaluation, award,
 * formalisation): with the minor contracts' one or two, 8.6 M entries make about 4.7 M tenders.
 */
const HISTORY_VERSION_COUNTS: readonly (readonly [number, number])[] = [
  [1, 8],
  [2, 20],
  [3, 30],
  [4, 24],
  [5, 12],
  [6, 6],
];

export interface HistoryOptions {
  /** Entries of all feeds together, shared as in the real history. */
  entries: number;
  seed?: number;
  /** Items per page; PLACSP's archives hold 500. */
  pageSize?: number;
  /** When the newest entry was published (ISO 8601); fixed by default, so nothing depends on the clock. */
  end?: string;
}

export interface HistoryPage {
  feed: FeedCode;
  fileName: string;
  /** Its place among its feed's pages, oldest first. */
  index: number;
  /** atom:updated of the page (ms): the order pages are imported in, across feeds. */
  updated: number;
  entries: number;
  tombstones: number;
}

export interface HistoryPlan {
  pages: HistoryPage[];
  entries: Record<FeedCode, number>;
}

/** Splits `entries` across the feeds in the real history's proportions. */
export function historyShares(entries: number): Record<FeedCode, number> {
  const feeds = Object.keys(HISTORY_ENTRIES) as FeedCode[];
  const sum = feeds.reduce((total, f) => total + HISTORY_ENTRIES[f], 0);
  const shares = Object.fromEntries(
    feeds.map((f) => [f, Math.floor((entries * HISTORY_ENTRIES[f]) / sum)]),
  ) as Record<FeedCode, number>;
  shares['643'] += entries - feeds.reduce((sum, f) => sum + shares[f], 0);
  return shares;
}

/** The time of each feed's k-th entry (k = 0 oldest): strictly increasing, computable without walking. */
function clock(feed: FeedCode, entries: number, seed: number, end = HISTORY_END) {
  const start = Date.parse(FEED_START[feed]);
  const gap = (Date.parse(end) - start) / Math.max(entries, 1);
  return {
    gap,
    timeAt: (k: number) => start + Math.floor(k * gap + (hash32(seed, 0x4157, k) / 2 ** 32) * gap * 0.9),
  };
}

/**
 * Every page of the history, oldest first across the three feeds, without their content: small
 * enough to hold whole (about 18,000 pages for the full history), so an importer knows them all
 * before the first is written.
 */
export function planHistory(options: HistoryOptions): HistoryPlan {
  const seed = options.seed ?? 42;
  const pageSize = options.pageSize ?? 500;
  const entries = historyShares(options.entries);
  const pages: HistoryPage[] = [];
  for (const feed of Object.keys(entries) as FeedCode[]) {
    const { timeAt } = clock(feed, entries[feed], seed, options.end);
    const names = new Set<string>();
    for (let index = 0, start = 0; start < entries[feed]; index++) {
      const rng = Rng.derive(seed, 0x41a9, Number(feed), index);
      const tombstones = tombstoneCount(rng, pageSize);
      const count = Math.min(pageSize - tombstones, entries[feed] - start);
      const updated = timeAt(start + count - 1) + rng.int(1_000, 600_000);
      let fileName = `${FEEDS[feed].name}_${fileStamp(updated)}.atom`;
      for (let part = 1; names.has(fileName); part++)
        fileName = `${FEEDS[feed].name}_${fileStamp(updated)}_${part}.atom`;
      names.add(fileName);
      pages.push({ feed, fileName, index, updated, entries: count, tombstones });
      start += count;
    }
  }
  pages.sort((a, b) => a.updated - b.updated || a.feed.localeCompare(b.feed));
  return { pages, entries };
}

/** A tender's later version waits this many entries: a few apart, or days to months later. */
function laterSlot(rng: Rng, slot: number, gap: number): number {
  return (
    slot + (rng.chance(0.12) ? rng.int(2, 60) : Math.max(61, Math.round(rng.int(3 * DAY, 90 * DAY) / gap)))
  );
}

/**
 * Writes one feed's pages in order, oldest first: a tender appears at its first version, and its
 * later versions wait in a heap for their place further up the feed. Pages must be asked for in
 * order; `skip` advances past one without writing it (a resumed import).
 */
export class HistoryFeed {
  private readonly pending = new PendingVersions();
  private readonly timeAt: (k: number) => number;
  private readonly gap: number;
  private seq = 0;
  private tenderNo = 0;
  private next = 0;
  private older: string | undefined;

  constructor(
    private readonly feed: FeedCode,
    private readonly count: number,
    private readonly seed: number,
    end?: string,
  ) {
    ({ timeAt: this.timeAt, gap: this.gap } = clock(feed, count, seed, end));
  }

  /** The page's XML; `newer` is the next page's name (its `prev` link). */
  write(page: HistoryPage, newer: string | undefined): string {
    const versions = this.versionsOf(page);
    const rng = Rng.derive(this.seed, 0x70b6, Number(this.feed), page.index);
    const first = this.next - page.entries;
    const style = rng.chance(0.35) ? 'live' : 'archive';
    const tombstones = this.tombstonesFor(rng, page, first, style);
    const head = `${FEEDS[this.feed].name}.atom`;
    const plan: PagePlan = {
      fileName: page.fileName,
      updated: page.updated,
      entryStart: first,
      entryCount: page.entries,
      tombstones: page.tombstones,
    };
    const links = {
      self: page.fileName,
      first: head,
      ...(newer ? { prev: newer } : {}),
      ...(this.older ? { next: this.older } : {}),
    };
    this.older = page.fileName;
    // Within a page PLACSP lists tombstones first, then entries newest first.
    const body = versions.map((v, i) => entryXml(v.tender, this.timeAt(first + i))).reverse();
    return `${pageHeader(this.feed, plan, links, style)}${tombstones.map((t) => tombstoneXml(t, style)).join('')}${body.join('')}\n</feed>\n`;
  }

  skip(page: HistoryPage): void {
    this.versionsOf(page);
    this.older = page.fileName;
  }

  private versionsOf(page: HistoryPage): TenderVersion[] {
    const out: TenderVersion[] = [];
    for (const end = this.next + page.entries; this.next < end; this.next++) {
      const k = this.next;
      const top = this.pending.peek();
      if (top && top.slot <= k) {
        out.push(this.pending.pop().version);
        continue;
      }
      const plan = planTender(this.seed, this.feed, this.tenderNo++, HISTORY_VERSION_COUNTS);
      const slots = [k];
      for (let v = 1; v < plan.snapshots.length; v++)
        slots.push(laterSlot(plan.rng, slots[v - 1]!, this.gap));
      const versions = materialise(plan, slots.map(this.timeAt), 0);
      out.push(versions[0]!);
      for (let v = 1; v < versions.length; v++)
        if (slots[v]! < this.count)
          this.pending.push({ slot: slots[v]!, seq: this.seq++, version: versions[v]! });
    }
    return out;
  }

  /** Tombstones of tenders this feed already published, dated within the page. */
  private tombstonesFor(
    rng: Rng,
    page: HistoryPage,
    first: number,
    style: 'live' | 'archive',
  ): ManifestTombstone[] {
    const oldest = this.timeAt(first);
    const newest = this.timeAt(first + Math.max(page.entries - 1, 0));
    const whens = Array.from(
      { length: page.tombstones },
      () => oldest + Math.floor(rng.next() * (newest - oldest + 1)),
    );
    whens.sort((a, b) => b - a);
    return whens.map((when) => ({
      ref: entryIdOf(this.feed, Math.max(0, this.tenderNo - rng.int(1, 400))),
      when: atomDateTime(when),
      ...(style === 'live' ? { comment: FEEDS[this.feed].comment } : {}),
    }));
  }
}

/**
 * The whole history as pages to import, oldest first, each written only when it is opened.
 * Pages are opened in order (an importer reads ahead, never back); a page opened after others
 * were passed over writes those first, without their XML.
 */
export function historyPages(options: HistoryOptions) {
  const seed = options.seed ?? 42;
  const plan = planHistory(options);
  const feeds = Object.fromEntries(
    (Object.keys(plan.entries) as FeedCode[]).map((f) => [f, new HistoryFeed(f, plan.entries[f], seed)]),
  ) as Record<FeedCode, HistoryFeed>;
  // The next page of the same feed, for each page's `prev` link.
  const newer = new Map<number, string>();
  const lastOf = new Map<FeedCode, number>();
  plan.pages.forEach((page, i) => {
    const last = lastOf.get(page.feed);
    if (last !== undefined) newer.set(last, page.fileName);
    lastOf.set(page.feed, i);
  });
  let done = 0;
  const open = (index: number): string => {
    if (index < done) throw new Error(`La página ${plan.pages[index]!.fileName} ya se escribió`);
    for (; done < index; done++) feeds[plan.pages[done]!.feed].skip(plan.pages[done]!);
    done++;
    const page = plan.pages[index]!;
    return feeds[page.feed].write(page, newer.get(index));
  };
  return { plan, open };
}
