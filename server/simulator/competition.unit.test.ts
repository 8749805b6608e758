import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { PlacspEntry } from '../db/tender-data';
import { readPlacspPage } from '../ingest/placsp/page';
import { discountFor, offersReceived } from './competition';
import { generatePages } from './feed-writer';
import { Rng } from './prng';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const share = (values: unknown[], test: (v: never) => boolean) =>
  values.filter((v) => test(v as never)).length / values.length;

function sample<T>(n: number, draw: (rng: Rng) => T): T[] {
  const rng = new Rng(11);
  return Array.from({ length: n }, () => draw(rng));
}

describe('offers and discounts the generator draws', () => {
  it('follow the real pages per CPV division: works get many offers, catering mostly one', () => {
    const works = sample(20_000, (rng) => offersReceived(rng, '45', false));
    expect(median(works)).toBe(6);
    expect(share(works, (o: number) => o === 1)).toBeCloseTo(0.129, 1);
    const catering = sample(20_000, (rng) => offersReceived(rng, '55', false));
    expect(median(catering)).toBe(1);
    expect(share(catering, (o: number) => o === 1)).toBeCloseTo(0.611, 1);
    const minor = sample(20_000, (rng) => offersReceived(rng, '45', true));
    expect(share(minor, (o: number) => o === 1)).toBeCloseTo(0.726, 1);
  });

  it('uses the general row for a division the pages hold too few awards of', () => {
    const other = sample(20_000, (rng) => offersReceived(rng, '03', false));
    expect(median(other)).toBe(2);
    const discounts = sample(20_000, (rng) => discountFor(rng, '03'));
    expect(median(discounts)).toBeCloseTo(0.058, 2);
    // Catering has a single usable discount in the pages: it borrows the general quartiles too.
    expect(median(sample(20_000, (rng) => discountFor(rng, '55')))).toBeCloseTo(0.058, 2);
    expect(median(sample(20_000, (rng) => discountFor(rng, '45')))).toBeCloseTo(0.131, 2);
    expect(Math.max(...discounts)).toBeLessThanOrEqual(0.81);
  });
});

async function awardsOf(feed: '643' | '1143') {
  const entries: PlacspEntry[] = [];
  for (const page of generatePages({ feed, entries: 700, pageSize: 500, seed: 5 }))
    for await (const item of readPlacspPage(Readable.from([page.xml]), {
      baseUrl: `file:///${page.fileName}`,
    }))
      if (item.type === 'entry') entries.push(item.entry);
  return entries.flatMap((entry) =>
    entry.tenderResults
      .filter((r) => r.resultCode === '8' || r.resultCode === '9')
      .map((r) => {
        const lot = entry.lots.find((l) => l.lotId === r.lotId);
        const budget = Number((lot ?? entry).taxExclusiveAmount);
        return { result: r, budget, discount: 1 - Number(r.taxExclusiveAmount) / budget };
      }),
  );
}

describe('generated awards as the importer reads them', () => {
  it('carry offers, the lowest and highest offer and an SME flag consistent with the budget', async () => {
    const awards = await awardsOf('643');
    expect(awards.length).toBeGreaterThan(150);
    for (const { result, budget } of awards) {
      const lower = Number(result.lowerTenderAmount);
      const higher = Number(result.higherTenderAmount);
      expect(result.receivedTenderQuantity).toBeGreaterThanOrEqual(1);
      expect(typeof result.smeAwarded).toBe('boolean');
      expect(lower).toBe(Number(result.taxExclusiveAmount));
      expect(higher).toBeGreaterThanOrEqual(lower);
      expect(higher).toBeLessThanOrEqual(budget);
      if (result.receivedTenderQuantity === 1) expect(higher).toBe(lower);
    }
    const discounts = awards.map((a) => a.discount);
    // About one award in a hundred is far below its budget (over 90 %), as in the real pages.
    expect(share(discounts, (d: number) => d > 0.9)).toBeLessThan(0.03);
    expect(share(discounts, (d: number) => d < 0)).toBe(0);
  });

  it('minor contracts: awarded at the budget, most with a single offer', async () => {
    const awards = await awardsOf('1143');
    expect(awards.every((a) => a.discount === 0)).toBe(true);
    expect(
      share(
        awards,
        (a: { result: { receivedTenderQuantity: number } }) => a.result.receivedTenderQuantity === 1,
      ),
    ).toBeGreaterThan(0.6);
  });
});
