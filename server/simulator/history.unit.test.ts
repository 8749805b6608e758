import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import type { PlacspEntry } from '../db/tender-data';
import { readPlacspPage } from '../ingest/placsp/page';
import { openPageSource } from '../ingest/sources/page-sources';
import { historyPages, historyShares } from './history';
import { writeHistoryArchives } from './history-archives';

const OPTIONS = { entries: 6000, pageSize: 100, seed: 9 };
/** Reading 6,000 entries, or writing them from three processes, takes seconds on a busy machine. */
const SLOW = 60_000;

async function entriesOf(xml: string): Promise<PlacspEntry[]> {
  const entries: PlacspEntry[] = [];
  for await (const item of readPlacspPage(Readable.from([xml]), { baseUrl: 'file:///history/' })) {
    if (item.type === 'rejected') throw new Error(JSON.stringify(item.rejection));
    if (item.type === 'entry') entries.push(item.entry);
  }
  return entries;
}

describe('generated history of the three feeds', () => {
  const { plan, open } = historyPages(OPTIONS);
  const xml = plan.pages.map((_, i) => open(i));

  it('shares the entries as the real history does and orders pages oldest first across feeds', () => {
    expect(historyShares(8_600_000)).toEqual({ '643': 3_600_000, '1044': 1_700_000, '1143': 3_300_000 });
    expect(plan.entries).toEqual({ '643': 2512, '1044': 1186, '1143': 2302 });
    expect(plan.pages.reduce((sum, p) => sum + p.entries, 0)).toBe(6000);
    for (const [i, page] of plan.pages.entries()) {
      expect(page.entries + page.tombstones).toBeLessThanOrEqual(100);
      if (i > 0) expect(page.updated).toBeGreaterThanOrEqual(plan.pages[i - 1]!.updated);
    }
    expect(plan.pages[0]!.fileName).toMatch(
      /^licitacionesPerfilesContratanteCompleto3_2012\d{4}_\d{6}\.atom$/,
    );
    expect(new Set(plan.pages.map((p) => p.fileName)).size).toBe(plan.pages.length);
  });

  it(
    'writes each tender first at its first version, later versions after, about 1.85 entries per tender',
    async () => {
      const seen = new Map<string, string>();
      let entries = 0;
      for (const page of xml) {
        const newest = new Map<string, string>();
        for (const entry of await entriesOf(page)) {
          entries++;
          if ((newest.get(entry.entryId) ?? '') < entry.updated) newest.set(entry.entryId, entry.updated);
        }
        for (const [id, updated] of newest) {
          const before = seen.get(id);
          if (before) expect(updated > before).toBe(true);
          seen.set(id, updated);
        }
      }
      // Versions of one tender a few entries apart share a page; the reader keeps the newest.
      expect(entries).toBeGreaterThan(5700);
      expect(entries / seen.size).toBeGreaterThan(1.6);
      expect(entries / seen.size).toBeLessThan(2.1);
    },
    SLOW,
  );

  it('is deterministic, and a page opened after skipped ones is the same page', () => {
    const again = historyPages(OPTIONS);
    expect(again.open(0)).toBe(xml[0]);
    expect(again.open(37)).toBe(xml[37]);
    expect(() => again.open(5)).toThrow('ya se escribió');
  });
});

describe('history archives', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lic-history-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it(
    'are PLACSP yearly and monthly zips that the importer reads back page for page',
    async () => {
      const heldBack = [
        { folder: 'sincronizacion', entries: 60 },
        { folder: 'dia', entries: 120 },
      ];
      const summary = await writeHistoryArchives({ ...OPTIONS, outDir: dir, heldBack });
      expect(summary.entries).toBe(6000);
      expect(summary.archives).toContain('licitacionesPerfilesContratanteCompleto3_2012.zip');
      expect(
        summary.archives.some((n) => /^contratosMenoresPerfilesContratantes_2026\d\d\.zip$/.test(n)),
      ).toBe(true);
      expect(summary.archives.some((n) => /_2026\.zip$/.test(n))).toBe(false);

      const source = await openPageSource(dir);
      const { plan, open } = historyPages(OPTIONS);
      // The newest pages are kept apart, loose, for what the live sync would bring afterwards.
      const day = await openPageSource(path.join(dir, 'dia'));
      const sync = await openPageSource(path.join(dir, 'sincronizacion'));
      const newest = plan.pages.slice(-(day.pages.length + sync.pages.length));
      expect([...day.pages, ...sync.pages].map((p) => path.basename(p.name)).sort()).toEqual(
        newest.map((p) => p.fileName).sort(),
      );
      const held = (pages: { name: string }[]) =>
        pages.reduce(
          (sum, p) => sum + plan.pages.find((x) => x.fileName === path.basename(p.name))!.entries,
          0,
        );
      expect(held(sync.pages)).toBeGreaterThanOrEqual(60);
      expect(held(day.pages)).toBeGreaterThanOrEqual(120);
      expect(source.pages).toHaveLength(plan.pages.length - newest.length);
      const periods = source.pages.map((p) => /_(\d{4}(\d{2})?)\.zip:/.exec(p.name)![1]!.padEnd(6, '0'));
      expect(periods).toEqual([...periods].sort());
      // Within a feed, pages come in the history's order; feeds take turns by period.
      const byName = new Map(plan.pages.map((p, i) => [p.fileName, i]));
      const indexes = source.pages.map((p) => byName.get(p.name.split(':')[1]!)!);
      for (const feed of ['643', '1044', '1143']) {
        const own = indexes.filter((i) => plan.pages[i]!.feed === feed);
        expect(own).toEqual([...own].sort((a, b) => a - b));
      }
      const first = source.pages.slice(0, 30).map((page, k) => ({ page, index: indexes[k]! }));
      for (const { page, index } of first.sort((a, b) => a.index - b.index))
        expect(await text(await page.open())).toBe(open(index));
      await source.close();
    },
    SLOW,
  );
});
