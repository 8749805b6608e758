import { describe, expect, it } from 'vitest';
import type { MarketAnalysis } from '../../../common/api/market';
import { HEADER_ROW } from '../../export/workbook';
import { buildMarketWorkbook } from './market-workbook';

const market: MarketAnalysis = {
  tenders: 4,
  awards: 3,
  awarded_amount: 180_000,
  by_year: [
    { year: 2024, tenders: 1, awards: 1, awarded_amount: 100_000 },
    { year: 2025, tenders: 3, awards: 2, awarded_amount: 80_000 },
  ],
  competition: {
    offers_median: 3,
    offers_q1: 2,
    offers_q3: 4,
    single_offer_share: 1 / 3,
    discount_median: 0.15,
    discount_q1: 0.125,
    discount_q3: 0.175,
    sample_size: 3,
    offers_sample_size: 3,
    discount_sample_size: 2,
    discount_excluded: 1,
  },
  top_winners: [
    { party: { id: 7, name: 'Construcciones del Sur S.L.' }, awards: 2, amount: 130_000, share: 0.72 },
  ],
  top_bodies: [{ party: { id: 3, name: 'Ayuntamiento de Almería' }, tenders: 2, awards: 3, amount: 180_000 }],
};

const rowsOf = (sheet: { getRow(n: number): { values: unknown } }, count: number) =>
  Array.from({ length: count }, (_, i) => (sheet.getRow(HEADER_ROW + 1 + i).values as unknown[]).slice(1));

describe('buildMarketWorkbook', () => {
  const url = 'https://licitaciones.test/licitaciones/mercado?filters=%7B%7D';
  const workbook = buildMarketWorkbook(market, { url, origin: 'https://licitaciones.test' });

  it('has the summary, the years, the winners and the bodies, in Spanish', () => {
    expect(workbook.worksheets.map((s) => s.name)).toEqual([
      'Resumen',
      'Por año',
      'Adjudicatarios',
      'Órganos',
    ]);
  });

  it('writes each figure with its sample and the chosen market’s address', () => {
    const summary = rowsOf(workbook.getWorksheet('Resumen')!, 6);
    expect(summary[2]).toEqual(['Ofertas recibidas (mediana)', '3 · Cuartiles 2 – 4', 3]);
    expect(summary[3]?.[1]).toContain('15\u00a0%');
    expect(summary[3]?.[1]).toContain('1 adjudicación sin baja utilizable');
    expect(summary[5]).toEqual(['Mercado elegido (enlace)', url]);
  });

  it('keeps amounts, counts and shares as numbers and links parties to their pages', () => {
    expect(rowsOf(workbook.getWorksheet('Por año')!, 2)).toEqual([
      [2024, 1, 1, 100_000],
      [2025, 3, 2, 80_000],
    ]);
    const [winner] = rowsOf(workbook.getWorksheet('Adjudicatarios')!, 1);
    expect(winner).toEqual([
      { text: 'Construcciones del Sur S.L.', hyperlink: 'https://licitaciones.test/licitaciones/empresa/7' },
      2,
      130_000,
      0.72,
    ]);
  });
});
