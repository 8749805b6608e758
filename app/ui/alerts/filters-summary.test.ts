import { describe, expect, it } from 'vitest';
import { summarizeFilters } from '../../../common/alerts/filters-summary';
import { type ProcurementFilters, procurementFiltersSchema } from '../../../common/api/procurement-search';
import i18n from '../../i18n';

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

  it('names the deadline, town and postal codes, and CPV codes with their names when known', () => {
    const filters = {
      submission_deadline: { from: '2026-03-05', to: '2026-04-30' },
      location: { country: 'ES', city: 'Sevilla', postal_codes: ['41004', '41001'] },
      cpv_codes: ['45000000', '71000000'],
    };
    const items = summarizeFilters(filters, t, (code) =>
      code === '45000000' ? 'Trabajos de construcción' : undefined,
    );
    expect(items.map((item) => `${item.label}: ${item.value}`)).toEqual([
      'Localidad: Sevilla',
      'C.P.: 41004, 41001',
      'Fecha límite: desde 05/03/2026 hasta 30/04/2026',
      'CPV: 45000000 - Trabajos de construcción; 71000000',
    ]);
  });

  it("names the competition filters: 'Una sola oferta' as one value, discounts as percentages", () => {
    expect(lines({ offers: { from: 1, to: 1 }, discount: { from: 0.1, to: 0.255 } })).toEqual([
      'Ofertas: 1',
      'Baja: desde 10\u00a0% hasta 25,5\u00a0%',
    ]);
    expect(lines({ offers: { from: 3, to: null }, discount: { to: 0.05 } })).toEqual([
      'Ofertas: desde 3',
      'Baja: hasta 5\u00a0%',
    ]);
  });

  it('removes one filter and keeps the others; the country goes back to Spain', () => {
    const filters = {
      title: 'obras',
      location: { country: 'PT', city: 'Sevilla', regions: ['ES61'] },
      date: { from: '2026-01-01', years: [2025] },
    };
    const clear = (id: string) =>
      summarizeFilters(filters, t)
        .find((item) => item.id === id)!
        .clear(filters);
    expect(clear('title')).toEqual({ location: filters.location, date: filters.date });
    expect(clear('city').location).toEqual({ country: 'PT', regions: ['ES61'] });
    expect(clear('country').location).toEqual({ country: 'ES', city: 'Sevilla', regions: ['ES61'] });
    expect(clear('date').date).toEqual({ years: [2025] });
    expect(clear('years').date).toEqual({ from: '2026-01-01' });
  });

  it("names 'Solo las que cumplo' by its choice", () => {
    expect(lines({ eligibility: 'yes' })).toEqual(['Solo las que cumplo: Sí']);
    expect(lines({ eligibility: 'yes_or_review' })).toEqual(['Solo las que cumplo: Sí y Revisar']);
  });

  it('summarises every field of the filters schema', () => {
    // Required<> makes a new schema field a compile error here too.
    const every: Required<ProcurementFilters> = {
      sources: ['boe'],
      only_active: true,
      title: 'limpieza',
      document_terms: 'solvencia técnica',
      status: ['PUB'],
      contract_types: ['2'],
      procedure_codes: ['1'],
      lot_division: 'no_lots',
      location: { city: 'Sevilla' },
      contracting_party: { name: 'Ayuntamiento de Sevilla' },
      amount: { from: 5000 },
      date: { years: [2025] },
      submission_deadline: { to: '2026-03-31' },
      cpv_codes: ['90910000'],
      awardee_parties: ['B12345678'],
      offers: { from: 1, to: 1 },
      discount: { from: 0.1 },
      no_classification: true,
      price_weight_min: 80,
      automatic_weight_min: 60,
      no_value_judgement: true,
      no_definitive_guarantee: true,
      include_unpublished_requirements: true,
      eligibility: 'yes_or_review',
    };
    const fields = Object.keys(procurementFiltersSchema.shape) as (keyof ProcurementFilters)[];
    expect(fields.sort()).toEqual(Object.keys(every).sort());
    // The switch for tenders that do not publish requirements is told beside a requirement filter.
    const beside = { include_unpublished_requirements: { no_value_judgement: true } } as const;
    for (const field of fields) {
      const extra = field in beside ? beside[field as keyof typeof beside] : {};
      const expected = Object.keys(extra).length + 1;
      expect(lines({ ...extra, [field]: every[field] }), field).toHaveLength(expected);
    }
  });

  it('states the requirement filters in Spanish, percentages as typed', () => {
    expect(
      lines({
        no_classification: true,
        price_weight_min: 80,
        automatic_weight_min: 62.5,
        no_value_judgement: true,
        no_definitive_guarantee: true,
        include_unpublished_requirements: true,
      }),
    ).toEqual([
      'Clasificación: no exigida',
      'Peso del precio: ≥ 80\u00a0%',
      'Criterios automáticos: ≥ 62,5\u00a0%',
      'Juicio de valor: ninguno',
      'Garantía definitiva: no exigida',
      'Que no los publican: incluidas',
    ]);
    // Alone, the switch changes nothing and is not mentioned.
    expect(lines({ include_unpublished_requirements: true })).toEqual([]);
  });
});
