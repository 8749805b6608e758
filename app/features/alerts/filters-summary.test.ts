import { describe, expect, it } from 'vitest';
import i18n from '../../i18n';
import { summarizeFilters } from './filters-summary';

const t = i18n.t.bind(i18n);
const lines = (filters: Parameters<typeof summarizeFilters>[0]) =>
  summarizeFilters(filters, t).map((item) => `${item.label}: ${item.value}`);

describe('summarizeFilters', () => {
  it('leaves out defaults: all sources, Spain, all lots', () => {
    expect(
      lines({
        sources: ['placsp', 'regional', 'menores', 'boe'],
        location: { country: 'ES' },
        lot_division: 'all',
      }),
    ).toEqual([]);
  });

  it('names sources, statuses, types, regions, amounts, dates and CPV codes in Spanish', () => {
    expect(
      lines({
        sources: ['menores', 'placsp'],
        status: ['PUB', 'RES'],
        contract_types: ['3'],
        location: { country: 'ES', regions: ['ES61', 'ES120'] },
        amount: { from: 1000, to: 250000.5 },
        date: { from: '2026-01-01' },
        cpv_codes: ['45000000'],
        lot_division: 'has_lots',
      }),
    ).toEqual([
      'Fuentes: Menores, PLACSP',
      'Estado: En plazo, Resuelta',
      'Tipo: Obras',
      'Lotes: Con lotes',
      'Zona: Andalucía, Asturias',
      'Importe: desde 1.000,00\u00a0€ hasta 250.000,50\u00a0€',
      'Publicación: desde 01/01/2026',
      'CPV: 45000000',
    ]);
  });
});
