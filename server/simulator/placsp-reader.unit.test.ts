import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { PlacspEntry, Tombstone } from '../db/tender-data';
import { parseAmount } from '../ingest/placsp/amounts';
import { readPlacspPage } from '../ingest/placsp/page';
import { type GeneratedPage, generatePages } from './feed-writer';
import type { ChangedField } from './versions';

const BASE = 'file:///feeds/';

/** Manifest field → the mapped PlacspEntry property an importer compares. */
const MAPPED: Record<ChangedField, keyof PlacspEntry> = {
  status: 'status',
  publication_date: 'publicationDate',
  tender_submission_deadline: 'submissionDeadline',
  tax_exclusive_amount: 'taxExclusiveAmount',
  total_amount: 'totalAmount',
  estimated_overall_contract_amount: 'estimatedOverallContractAmount',
  documents: 'documents',
  lot_changes: 'lots',
  tender_results: 'tenderResults',
};

async function read(page: GeneratedPage) {
  const entries: PlacspEntry[] = [];
  const tombstones: Tombstone[] = [];
  let next: string | null = null;
  let feed: string | null = null;
  for await (const item of readPlacspPage(Readable.from([page.xml]), { baseUrl: BASE + page.fileName })) {
    if (item.type === 'header') {
      next = item.header.links.next;
      feed = item.header.feed;
    }
    if (item.type === 'entry') entries.push(item.entry);
    if (item.type === 'tombstone') tombstones.push(item.tombstone);
    if (item.type === 'rejected') throw new Error(JSON.stringify(item.rejection));
  }
  return { entries, tombstones, next, feed };
}

describe('generated pages through the PLACSP reader (server/ingest/placsp)', () => {
  it.each(['643', '1044', '1143'] as const)(
    'feed %s: header, entries, tombstones and mapped values',
    async (code) => {
      const pages = [
        ...generatePages({ feed: code, entries: 600, pageSize: 200, seed: 3, commaDecimalShare: 0.3 }),
      ];
      const mapped = new Map<string, PlacspEntry>();
      let compared = 0;
      for (const page of pages) {
        const read1 = await read(page);
        expect(read1.feed).toBe(code);
        expect(read1.next).toBe(page.links.next ? BASE + page.links.next : null);
        expect(read1.tombstones.map((t) => [t.entryId, t.when, t.comment ?? undefined])).toEqual(
          page.tombstones.map((t) => [t.ref, new Date(t.when).toISOString(), t.comment]),
        );
        expect(read1.entries.map((e) => [e.entryId, e.updated, e.status])).toEqual(
          page.entries.map((e) => [e.id, new Date(e.updated).toISOString(), e.status]),
        );
        read1.entries.forEach((entry, i) => {
          const record = page.entries[i]!;
          expect(entry.source).toBe(code);
          expect(entry.taxExclusiveAmount).toMatch(/^\d+(\.\d+)?$/);
          if (code === '1044') expect(entry.totalAmount).toBeNull();
          if (code === '1143') expect(entry.tenderResults).toHaveLength(1);
          // The newer version was read first; the fields the manifest declares are exactly the ones that moved.
          const newer = mapped.get(entry.entryId);
          const newerRecord =
            newer &&
            pages
              .flatMap((p) => p.entries)
              .find((e) => e.id === entry.entryId && e.version === record.version + 1);
          if (newer && newerRecord) {
            const differing = (Object.keys(MAPPED) as ChangedField[]).filter(
              (field) => JSON.stringify(entry[MAPPED[field]]) !== JSON.stringify(newer[MAPPED[field]]),
            );
            expect(differing.sort()).toEqual([...newerRecord.changed].sort());
            compared++;
          }
          mapped.set(entry.entryId, entry);
        });
      }
      expect(compared).toBeGreaterThan(0);
      expect(parseAmount('1234,5')).toBe(parseAmount('1234.5'));
    },
  );
});

describe('generated requirements through the PLACSP reader', () => {
  it('ordinary tenders ask for solvency, classification and the declaration as real entries do', async () => {
    const entries: PlacspEntry[] = [];
    for (const page of generatePages({ feed: '643', entries: 800, pageSize: 200, seed: 5 }))
      entries.push(...(await read(page)).entries);
    const asked = entries.filter((e) => e.requirements!.financial.length > 0);
    expect(asked.length / entries.length).toBeGreaterThan(0.7);
    expect(asked.length / entries.length).toBeLessThan(0.95);
    const sums = asked.flatMap((e) => e.requirements!.financial).filter((c) => c.threshold?.amount);
    expect(sums.length).toBeGreaterThan(asked.length / 3);
    for (const c of sums) {
      const written = /([\d.]+) €/.exec(c.description!)![1]!.replace(/\./g, '');
      expect(Number(c.threshold!.amount)).toBe(Number(written));
    }
    expect(asked.flatMap((e) => e.requirements!.financial).some((c) => c.refersToPliego)).toBe(true);
    const classified = entries.flatMap((e) => e.requirements!.classifications);
    expect(classified.length).toBeGreaterThan(10);
    for (const c of classified) {
      expect(c.group).toMatch(/^[CEGIJKLMOPRSUV]$/);
      expect(c.category).toMatch(/^[1-6]$/);
    }
    expect(entries.some((e) => e.requirements!.declarations.length > 0)).toBe(true);
  });

  it('minor contracts and the aggregated platforms publish none', async () => {
    for (const feed of ['1143', '1044'] as const)
      for (const page of generatePages({ feed, entries: 300, pageSize: 150, seed: 5 }))
        for (const entry of (await read(page)).entries) expect(entry.requirements!.financial).toHaveLength(0);
  });
});
