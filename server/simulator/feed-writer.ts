import { closeSync, mkdirSync, openSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import type { FeedCode } from '../../common/feeds';
import { entryXml } from './entry-xml';
import {
  FEEDS,
  type ManifestTombstone,
  type PageLinks,
  type PagePlan,
  pageHeader,
  tombstoneCount,
  tombstoneXml,
} from './page-xml';
import { PendingVersions } from './pending-versions';
import { hash32, Rng } from './prng';
import { entryIdOf } from './tender';
import { atomDateTime, fileStamp } from './time';
import { type ChangedField, materialise, planTender, type TenderVersion } from './versions';

export type { ManifestTombstone, PageLinks } from './page-xml';

export interface GenerateOptions {
  feed: FeedCode;
  /** Number of atom:entry elements to write (versions of the same tender count separately). */
  entries: number;
  seed?: number;
  /** Items (entries + tombstones) per archive page; PLACSP uses 500. */
  pageSize?: number;
  /** Share of tenders whose amounts use a decimal comma (0 by default, as in real data). */
  commaDecimalShare?: number;
  /** Bare file names, as inside 2019+ archives (default), or absolute URLs as on the live feed. */
  linkStyle?: 'relative' | 'absolute';
  /** `updated` of the newest entry (ISO 8601); fixed by default so output never depends on the clock. */
  newest?: string;
}

export interface ManifestEntry {
  id: string;
  updated: string;
  status: string;
  /** 1-based version of the tender; version 1 is its first publication. */
  version: number;
  /** Fields that differ from version - 1 (which may lie beyond the oldest page written). */
  changed: ChangedField[];
}

export interface GeneratedPage {
  fileName: string;
  xml: string;
  links: PageLinks;
  entries: ManifestEntry[];
  tombstones: ManifestTombstone[];
}

const DEFAULT_NEWEST = '2026-08-10T17:34:38.955Z';
/** Within-page duplicates sit a few entries apart; other older versions a few pages back. */
const NEAR_VERSION = 0.12;

/**
 * Pages of a feed, newest first (head page, then back in time through `next`), generated one at a
 * time: memory stays flat whatever the number of entries.
 */
export function* generatePages(options: GenerateOptions): Generator<GeneratedPage> {
  const seed = options.seed ?? 42;
  const pageSize = options.pageSize ?? 500;
  const feed = FEEDS[options.feed];
  const newest = Date.parse(options.newest ?? DEFAULT_NEWEST);
  // Time of the k-th entry: strictly decreasing with k, computable without walking the feed.
  const timeAt = (k: number) =>
    newest - Math.floor(k * feed.gapMs + (hash32(seed, k) / 2 ** 32) * feed.gapMs * 0.9);
  const base =
    options.linkStyle === 'absolute'
      ? `https://contrataciondelestado.es/sindicacion/sindicacion_${options.feed}/`
      : '';
  const headName = `${feed.name}.atom`;

  let snapshotPagesLeft = 0;
  let snapshotPart = 0;
  let snapshotStamp = 0;
  let stampName = '';
  const planPage = (index: number, entryStart: number): PagePlan | undefined => {
    if (entryStart >= options.entries) return undefined;
    const rng = Rng.derive(seed, 0x9a6e, index);
    const items = index === 0 ? rng.int(Math.ceil(pageSize * 0.3), Math.ceil(pageSize * 0.8)) : pageSize;
    const tombstones = tombstoneCount(rng, items);
    const entryCount = Math.min(items - tombstones, options.entries - entryStart);
    const top = timeAt(entryStart);
    if (index === 0)
      return {
        fileName: headName,
        updated: top + rng.int(1_000, 3_600_000),
        entryStart,
        entryCount,
        tombstones,
      };
    if (snapshotPagesLeft === 0) {
      snapshotPagesLeft = rng.weighted([
        [1, 60],
        [2, 25],
        [3, 10],
        [4, 5],
      ]);
      snapshotPart = 0;
      const room = snapshotStamp - top - 2000;
      snapshotStamp = top + 1000 + Math.floor(rng.next() * room);
      stampName = `${feed.name}_${fileStamp(snapshotStamp)}`;
    }
    snapshotPagesLeft--;
    const fileName = `${stampName}${snapshotPart === 0 ? '' : `_${snapshotPart}`}.atom`;
    snapshotPart++;
    return { fileName, updated: snapshotStamp, entryStart, entryCount, tombstones };
  };

  const pending = new PendingVersions();
  let seq = 0;
  let tenderNo = 0;
  let previous: string | undefined;
  let plan = planPage(0, 0);
  snapshotStamp = plan?.updated ?? 0;
  for (let index = 0; plan; index++) {
    const next = planPage(index + 1, plan.entryStart + plan.entryCount);
    const rng = Rng.derive(seed, 0x70b5, index);
    const entries: ManifestEntry[] = [];
    const body: string[] = [];
    for (let k = plan.entryStart; k < plan.entryStart + plan.entryCount; k++) {
      const top = pending.peek();
      let version: TenderVersion;
      if (top && top.slot <= k) version = pending.pop().version;
      else {
        const tenderPlan = planTender(seed, options.feed, tenderNo++);
        const slots = [k];
        for (let v = tenderPlan.snapshots.length - 2; v >= 0; v--) {
          slots.unshift(slots[0]! + (rng.chance(NEAR_VERSION) ? rng.int(2, 60) : rng.int(150, 4000)));
        }
        const versions = materialise(
          tenderPlan,
          slots.map(timeAt).reverse(),
          options.commaDecimalShare ?? 0,
        ).reverse();
        version = versions[0]!;
        for (let i = 1; i < versions.length; i++) {
          pending.push({ slot: slots[slots.length - 1 - i]!, seq: seq++, version: versions[i]! });
        }
      }
      const updated = timeAt(k);
      body.push(entryXml(version.tender, updated));
      entries.push({
        id: version.tender.entryId,
        updated: atomDateTime(updated),
        status: version.tender.status,
        version: version.version,
        changed: version.changed,
      });
    }
    const style = rng.chance(0.35) ? 'live' : 'archive';
    const tombstones = tombstonesFor(
      rng,
      plan,
      timeAt,
      tenderNo,
      options.feed,
      style === 'live' ? feed.comment : undefined,
    );
    const links = {
      self: base + plan.fileName,
      first: base + headName,
      ...(previous ? { prev: base + previous } : {}),
      ...(next ? { next: base + next.fileName } : {}),
    };
    const header = pageHeader(options.feed, plan, links, style);
    const deleted = tombstones.map((t) => tombstoneXml(t, style)).join('');
    yield {
      fileName: plan.fileName,
      xml: `${header}${deleted}${body.join('')}\n</feed>\n`,
      links,
      entries,
      tombstones,
    };
    previous = plan.fileName;
    plan = next;
  }
}

/** Tombstones of tenders that appear further down (older), so they really delete them. */
function tombstonesFor(
  rng: Rng,
  plan: PagePlan,
  timeAt: (k: number) => number,
  tenderNo: number,
  feed: FeedCode,
  comment?: string,
): ManifestTombstone[] {
  const newest = timeAt(plan.entryStart);
  const oldest = timeAt(plan.entryStart + Math.max(plan.entryCount - 1, 0));
  const whens = Array.from(
    { length: plan.tombstones },
    () => oldest + Math.floor(rng.next() * (newest - oldest + 1)),
  );
  whens.sort((a, b) => b - a);
  return whens.map((when) => ({
    ref: entryIdOf(feed, tenderNo + rng.int(1, 400)),
    when: atomDateTime(when),
    ...(comment ? { comment } : {}),
  }));
}

export interface FeedSummary {
  pages: number;
  entries: number;
  tombstones: number;
  bytes: number;
  files: string[];
}

/**
 * Writes the pages into `outDir` (and, with `manifest`, one JSON line per entry and tombstone to
 * `manifest.jsonl`), a page at a time.
 */
export function writeFeed(
  options: GenerateOptions & { outDir: string; manifest?: boolean; onPage?: (summary: FeedSummary) => void },
): FeedSummary {
  mkdirSync(options.outDir, { recursive: true });
  const manifest = options.manifest ? openSync(join(options.outDir, 'manifest.jsonl'), 'w') : undefined;
  const summary: FeedSummary = { pages: 0, entries: 0, tombstones: 0, bytes: 0, files: [] };
  try {
    for (const page of generatePages(options)) {
      const fd = openSync(join(options.outDir, page.fileName), 'w');
      try {
        writeSync(fd, page.xml);
      } finally {
        closeSync(fd);
      }
      if (manifest !== undefined) {
        const lines = [
          ...page.tombstones.map((t) => ({ page: page.fileName, tombstone: t })),
          ...page.entries.map((e) => ({ page: page.fileName, entry: e })),
        ];
        writeSync(manifest, lines.map((line) => `${JSON.stringify(line)}\n`).join(''));
      }
      summary.pages++;
      summary.entries += page.entries.length;
      summary.tombstones += page.tombstones.length;
      summary.bytes += Buffer.byteLength(page.xml);
      summary.files.push(page.fileName);
      options.onPage?.(summary);
    }
  } finally {
    if (manifest !== undefined) closeSync(manifest);
  }
  return summary;
}
