import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { PartyAnalytics } from '../../../../common/api/party-analytics';
import { EURO_FORMAT, HEADER_ROW, PERCENT_FORMAT } from '../../../export/workbook';
import { buildAnalysisWorkbook } from './analysis-workbook';

const lena = { id: 7, name: 'Ayuntamiento de Lena', party_id: 'P3303300B' };
const forestal = { id: 9, name: 'Forestal Oviedo, S.L.', party_id: 'B22600928' };

const analytics: PartyAnalytics = {
  years: [2025],
  company: {
    by_year: [
      { year: 2024, awards: 1, amount: '96800.00' },
      { year: 2025, awards: 2, amount: '56000.00' },
    ],
    awards: 2,
    amount: '56000.00',
    competition: {
      sample_size: 2,
      offers_sample_size: 2,
      offers_median: 3,
      offers_q1: 2,
      offers_q3: 4,
      single_offer_share: 0.5,
      discount_sample_size: 2,
      discount_excluded: 1,
      discount_median: 0.15,
      discount_q1: 0.125,
      discount_q3: 0.175,
    },
    sme: { sme_awards: 1, sample_size: 1 },
    top_bodies: [{ party: lena, awards: 1, amount: '18000.00', share: 0.3214 }],
    top_cpv_divisions: [
      { division: '45', label: 'Trabajos de construcción', awards: 1, amount: '18000.00', share: 0.3214 },
    ],
    competitors: [{ party: forestal, awards: 1, markets: 1 }],
    markets: { searched: 1, total: 1 },
  },
  contracting_body: null,
};

async function roundTrip() {
  const built = buildAnalysisWorkbook(analytics, {
    partyName: 'Construcciones Pérez, S.L.',
    origin: 'https://licitaciones.test',
    now: new Date('2026-11-24T10:00:00Z'),
  });
  const read = new ExcelJS.Workbook();
  await read.xlsx.load(await built.xlsx.writeBuffer());
  return read;
}

describe('the Análisis workbook', () => {
  it('has a summary and one sheet per table of the roles the party has', async () => {
    const workbook = await roundTrip();
    expect(workbook.worksheets.map((s) => s.name)).toEqual([
      'Resumen',
      'Adjudicaciones por año',
      'Órganos',
      'Divisiones CPV',
      'Competidores',
    ]);
    expect(workbook.getWorksheet('Resumen')!.getCell('A1').value).toBe(
      'Resumen · Construcciones Pérez, S.L. · 2025 · 24/11/2026',
    );
  });

  it('writes every figure with its sample and left-out count, discounts as percentages', async () => {
    const sheet = (await roundTrip()).getWorksheet('Resumen')!;
    const row = (n: number) => (sheet.getRow(HEADER_ROW + n).values as unknown[]).slice(1);
    expect(row(1)).toEqual(['Adjudicataria', 'Adjudicaciones', 2]);
    expect(row(3)).toEqual(['Adjudicataria', 'Baja (%)', 15, 12.5, 17.5, 2, 1]);
    expect(row(4)).toEqual(['Adjudicataria', 'Ofertas recibidas', 3, 2, 4, 2]);
    expect(row(5)).toEqual([
      'Adjudicataria',
      'Adjudicaciones con una sola oferta (%)',
      50,
      undefined,
      undefined,
      2,
    ]);
  });

  it('links each party to its page and types amounts and shares', async () => {
    const bodies = (await roundTrip()).getWorksheet('Órganos')!;
    const row = bodies.getRow(HEADER_ROW + 1);
    expect(row.getCell(1).value).toEqual({
      text: 'Ayuntamiento de Lena',
      hyperlink: 'https://licitaciones.test/licitaciones/empresa/7',
    });
    expect(row.getCell(2).value).toBe('P3303300B');
    expect(row.getCell(4).value).toBe(18000);
    expect(row.getCell(4).numFmt).toBe(EURO_FORMAT);
    expect(row.getCell(5).value).toBe(0.3214);
    expect(row.getCell(5).numFmt).toBe(PERCENT_FORMAT);
  });
});
