import { describe, expect, it } from 'vitest';
import { CHANGE_FIELDS, changeLineText, describeChanges, formatChangeValue } from './describe-change';
import type { TenderChangeData } from './notification-types';

const NBSP = '\u00a0';
const change = (
  changes: TenderChangeData['changes'],
  rest: Partial<TenderChangeData> = {},
): TenderChangeData => ({
  version_id: 7,
  changes,
  lot_changes: [],
  documents: [],
  ...rest,
});

describe('describeChanges: the fields a tender change names', () => {
  it('reads status, amounts, deadline and codes with their labels, in the spec order', () => {
    const lines = describeChanges(
      change({
        total_amount: { from: '76268.38', to: '80000' },
        tender_submission_deadline: { from: '2026-06-30T12:00:00Z', to: '2026-07-15T21:59:59Z' },
        status: { from: 'PUB', to: 'ADJ' },
        contract_type_id: { from: '2', to: '3' },
        tender_procedure_code: { from: '1', to: '9' },
        tender_submission_method_code: { from: '1', to: '3' },
        tender_part_presentation_code: { from: null, to: '3' },
      }),
    );
    expect(lines.map(changeLineText)).toEqual([
      'Estado: En plazo → Adjudicada',
      'Fecha Límite Presentación: 14:00:00 30/06/2026 → 23:59:59 15/07/2026',
      `Presupuesto base con IVA: 76.268,38${NBSP}€ → 80.000,00${NBSP}€`,
      'Tipo de Contrato: Servicios → Obras',
      'Procedimiento: Abierto → Abierto simplificado',
      'Presentación por lotes: Sin datos → Uno o varios lotes',
      'Forma de presentación: Electrónica → Manual y/o Electrónica',
    ]);
    expect(lines[0]).toEqual({
      field: 'status',
      kind: 'changed',
      label: 'Estado',
      from: 'En plazo',
      to: 'Adjudicada',
    });
  });

  it('reads the planned period in months or days with its dates', () => {
    const [line] = describeChanges(
      change({
        planned_period: {
          from: { duration: 12, unit: 'MON', start_date: null, end_date: null },
          to: { duration: 1, unit: 'ANN', start_date: '2026-09-01', end_date: '2027-08-31' },
        },
      }),
    );
    expect(line).toMatchObject({
      label: 'Periodo',
      from: '12 meses',
      to: '1 año, del 01/09/2026 al 31/08/2027',
    });
    expect(formatChangeValue('planned_period', { duration: 90, unit: 'DAY' })).toBe('90 días');
    expect(formatChangeValue('planned_period', { duration: 2, unit: 'WEE' })).toBe('2 semanas');
  });

  it('names the body, the place by province and truncates long texts at 200 characters', () => {
    const long = 'Servicio de limpieza viaria '.repeat(10);
    const lines = describeChanges(
      change({
        description: { from: 'Limpieza', to: long },
        contracting_party: {
          from: { name: 'Ayuntamiento de Lena', identifiers: { NIF: 'P3303300B' } },
          to: { name: null, identifiers: { DIR3: 'L01330330' } },
        },
        location: {
          from: {
            city: 'Pola de Lena',
            postalCode: '33630',
            subentityCode: 'ES120',
            countrySubentity: 'Asturias',
          },
          to: null,
        },
      }),
    );
    expect(lines.map((l) => [l.label, l.from, l.to])).toEqual([
      ['Resumen', 'Limpieza', `${long.slice(0, 200).trimEnd()} [...]`],
      ['Entidad', 'Ayuntamiento de Lena', 'L01330330'],
      ['Lugar', 'Pola de Lena, Asturias', ''],
    ]);
  });

  it('shows fields it has no reading for as they are, after the known ones', () => {
    const lines = describeChanges(
      change({ urgency: { from: '1', to: '2' }, tender_max_awarded_lots_qty: { from: 2, to: 3 } }),
    );
    expect(lines.map(changeLineText)).toEqual([
      'Máximo de lotes adjudicables a una empresa: 2 → 3',
      'urgency: 1 → 2',
    ]);
    expect(CHANGE_FIELDS).toHaveLength(22);
    expect(formatChangeValue('status', 'XYZ')).toBe('XYZ');
  });

  it('reads changed award weights, classification, solvency thresholds and guarantees', () => {
    const lines = describeChanges(
      change({
        awarding_criteria: {
          from: [{ lot_id: null, description: 'PRECIO', type_code: 'OBJ', weight: 100 }],
          to: [
            { lot_id: null, description: 'PRECIO', type_code: 'OBJ', weight: 60 },
            { lot_id: '2', description: 'Calidad', type_code: 'SUBJ', weight: 40 },
          ],
        },
        classifications: { from: [{ lot_id: null, code: 'C2-3' }], to: [{ lot_id: null, code: 'C2-5' }] },
        solvency: {
          from: [
            {
              lot_id: null,
              kind: 'financial',
              description: 'Como mínimo 300.000 €',
              threshold: { amount: '300000', basis: 'fixed', factor: null },
            },
          ],
          to: [
            {
              lot_id: null,
              kind: 'financial',
              description: 'una vez y media el valor estimado, esto es, 299.312,76 €',
              threshold: { amount: '299312.76', basis: 'times_estimated_value', factor: 1.5 },
            },
            { lot_id: null, kind: 'technical', description: 'Clausula decimocuarta', threshold: null },
          ],
        },
        guarantees: {
          from: [{ lot_id: null, type_code: '2', rate: 5, amount: null }],
          to: [{ lot_id: null, type_code: '2', rate: null, amount: '27738.47' }],
        },
      }),
    );
    expect(lines.map(changeLineText)).toEqual([
      'Criterios de adjudicación: PRECIO 100 → PRECIO 60 · Lote 2: Calidad 40',
      'Clasificación exigida: C2-3 → C2-5',
      `Solvencia: Económica: 300.000,00${NBSP}€ → Económica: 1,5 × valor estimado (299.312,76${NBSP}€) · Técnica: Clausula decimocuarta`,
      `Garantías: Definitiva 5 % → Definitiva 27.738,47${NBSP}€`,
    ]);
  });

  it('says first that PLACSP withdrew the tender, with the reason it gave', () => {
    const lines = describeChanges(
      change({ deleted: { from: null, to: 'ANULADA' }, status: { from: 'EV', to: 'ANUL' } }),
    );
    expect(lines.map(changeLineText)).toEqual([
      'Retirada de la Plataforma de Contratación: ANULADA',
      'Estado: Pendiente de adjudicación → Anulada',
    ]);
    expect(lines[0]).toMatchObject({ field: 'deleted', kind: 'removed' });
  });

  it('gives no lines for data without changes', () => {
    expect(describeChanges({})).toEqual([]);
    expect(describeChanges(change({}))).toEqual([]);
  });
});

describe('describeChanges: lots and documents', () => {
  it('lists added and removed lots, and each changed field of a lot', () => {
    const lines = describeChanges(
      change(
        {},
        {
          lot_changes: [
            { key: '3', change: 'added', item: { lotId: '3', summary: 'Zona norte', totalAmount: '12000' } },
            { key: '1', change: 'removed', item: { lotId: '1', summary: 'Zona sur', totalAmount: null } },
            {
              key: '2',
              change: 'changed',
              fields: {
                totalAmount: { from: '1000.5', to: '2000' },
                summary: { from: 'Centro', to: 'Casco' },
              },
              item: { lotId: '2' },
            },
          ],
        },
      ),
    );
    expect(lines.map(changeLineText)).toEqual([
      `Lote 3 añadido: Zona norte · 12.000,00${NBSP}€`,
      'Lote 1 eliminado: Zona sur',
      `Lote 2 · Presupuesto base con IVA: 1.000,50${NBSP}€ → 2.000,00${NBSP}€`,
      'Lote 2 · Resumen: Centro → Casco',
    ]);
    expect(lines.every((l) => l.field === 'lot_changes')).toBe(true);
  });

  it('names added, removed and renamed documents with their tab', () => {
    const lines = describeChanges(
      change(
        {},
        {
          documents: [
            {
              key: 'legal|https://contrataciondelestado.es/doc/PCAP.pdf',
              change: 'added',
              item: {
                group: 'legal',
                name: null,
                stringId: null,
                uri: 'https://contrataciondelestado.es/doc/PCAP.pdf',
              },
            },
            { key: 'technical|x', change: 'removed', item: { group: 'technical', name: 'PPT.pdf' } },
            {
              key: 'notices|y',
              change: 'changed',
              fields: { name: { from: 'Acta', to: 'Acta de adjudicación' } },
              item: { group: 'notices', name: 'Acta de adjudicación' },
            },
          ],
        },
      ),
    );
    expect(lines.map(changeLineText)).toEqual([
      'Documento añadido (Doc. Legal): PCAP.pdf',
      'Documento eliminado (Doc. Técnica): PPT.pdf',
      'Documento modificado (Doc. Anuncios): Acta → Acta de adjudicación',
    ]);
    expect(lines[0]).toMatchObject({ field: 'documents', kind: 'added', from: '', to: 'PCAP.pdf' });
  });
});
