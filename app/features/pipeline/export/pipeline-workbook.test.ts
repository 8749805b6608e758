import { describe, expect, it } from 'vitest';
import type { PipelineCard } from '../../../../common/api/pipeline';
import { HEADER_ROW } from '../../../export/workbook';
import { buildPipelineWorkbook } from './pipeline-workbook';

const ana = { id: 7, name: 'Ana García', email: 'ana@constructora.es' };
const NOW = new Date('2026-03-02T10:00:00Z');

function card(over: Partial<PipelineCard>, tender: Partial<PipelineCard['tender']>): PipelineCard {
  return {
    id: 1,
    tender_id: 11,
    stage: 'preparing',
    position: 1,
    eligibility: null,
    expected_competition: null,
    assignee: null,
    due_date: null,
    priority: 'normal',
    decision: null,
    bid_amount: null,
    bid_discount: null,
    notes: '',
    checklist: [],
    outcome: null,
    comment_count: 0,
    stage_since: '2026-02-20T09:00:00.000Z',
    created_by: ana,
    created_at: '2026-02-20T09:00:00.000Z',
    updated_at: '2026-02-20T09:00:00.000Z',
    ...over,
    tender: {
      contract_folder_id: null,
      contracting_party: null,
      estimated_overall_contract_amount: null,
      tax_exclusive_amount: null,
      submission_deadline: null,
      ...tender,
    } as PipelineCard['tender'],
  };
}

const cards = [
  card(
    {
      assignee: ana,
      eligibility: 'yes',
      due_date: '2026-03-10',
      priority: 'high',
      decision: 'go',
      bid_amount: 177_638.19,
      bid_discount: 0.12,
      checklist: [
        { id: 'req-1', text: 'Acreditar la clasificación', done: true, source: 'requirement' },
        { id: 't-2', text: 'Pedir el certificado de la AEAT', done: false, source: 'manual' },
      ],
    },
    {
      id: 11,
      title: 'Limpieza de la biblioteca',
      contract_folder_id: '58-17',
      contracting_party: { id: 3, name: 'Ayuntamiento de Móstoles' } as never,
      estimated_overall_contract_amount: '201861.58',
      tax_exclusive_amount: '201861.58',
      // 12 Madrid days after 2 March, at 14:00 Madrid time.
      submission_deadline: '2026-03-14T13:00:00.000Z',
    },
  ),
  card(
    {
      id: 2,
      stage: 'lost',
      bid_discount: 0.08,
      outcome: {
        winners: [{ name: 'LIMPTRAMAN, S.L.', tax_id: 'B16183006' }],
        awarded_amount: '150000.00',
        winning_discount: 0.21,
        award_date: '2026-02-25',
      },
    },
    { id: 12, title: 'Obras del centro cívico', submission_deadline: '2026-02-01T13:00:00.000Z' },
  ),
];

const rowsOf = (sheet: { getRow(n: number): { values: unknown } }, count: number) =>
  Array.from({ length: count + 1 }, (_, i) => (sheet.getRow(HEADER_ROW + i).values as unknown[]).slice(1));

describe('buildPipelineWorkbook', () => {
  const workbook = buildPipelineWorkbook(cards, { origin: 'https://licitaciones.test', now: NOW });
  const sheet = workbook.getWorksheet('Oportunidades')!;
  const [header, first, second] = rowsOf(sheet, 2);
  const cell = (row: unknown[] | undefined, name: string) => row?.[header!.indexOf(name)];

  it('heads each column in Spanish, the stage first and the link last', () => {
    expect(header?.[0]).toBe('Etapa');
    expect(header).toContain('Nuestra oferta (sin IVA)');
    expect(header?.at(-1)).toBe('Ficha en Licitaciones');
  });

  it('writes the card: stage, tender, days left, verdict, who, when, our bid as numbers', () => {
    expect(cell(first, 'Etapa')).toBe('Preparando oferta');
    expect(cell(first, 'Título')).toBe('Limpieza de la biblioteca');
    expect(cell(first, 'Nº expediente')).toBe('58-17');
    expect(cell(first, 'Entidad contratante')).toBe('Ayuntamiento de Móstoles');
    expect(cell(first, 'Días para presentar')).toBe(12);
    expect(cell(first, '¿Puedo presentarme?')).toBe('Sí');
    expect(cell(first, 'Responsable')).toBe('Ana García');
    expect(cell(first, 'Prioridad')).toBe('Alta');
    expect(cell(first, 'Decisión')).toBe('Ir');
    expect(cell(first, 'Nuestra oferta (sin IVA)')).toBe(177_638.19);
    expect(cell(first, 'Nuestra baja')).toBe(0.12);
    expect(cell(first, 'Tareas hechas')).toBe('1/2');
    expect(cell(first, 'Ficha en Licitaciones')).toEqual({
      text: 'https://licitaciones.test/licitaciones/detalle/11',
      hyperlink: 'https://licitaciones.test/licitaciones/detalle/11',
    });
  });

  it('writes the award beside our bid once lost, and no days left once closed', () => {
    expect(cell(second, 'Etapa')).toBe('Perdida');
    expect(cell(second, 'Adjudicatarios')).toBe('LIMPTRAMAN, S.L.');
    expect(cell(second, 'Importe adjudicado (sin IVA)')).toBe(150_000);
    expect(cell(second, 'Baja ganadora')).toBe(0.21);
    expect(cell(second, 'Nuestra baja')).toBe(0.08);
    expect(cell(second, 'Días para presentar')).toBeUndefined();
  });
});
