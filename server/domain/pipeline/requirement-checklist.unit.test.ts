import { describe, expect, it } from 'vitest';
import { NO_REQUIREMENTS, solvencyView } from '../../../common/requirements/test-views';
import { requirementChecklist } from './requirement-checklist';

const texts = (r: Parameters<typeof requirementChecklist>[0]) => requirementChecklist(r).map((i) => i.text);
const PLIEGO = { source: 'pliego', page: 4, document_id: 9, document_name: 'PCAP.pdf' } as const;

describe('requirementChecklist', () => {
  it('names the lots that ask a task, once, and leaves out the lot when the whole tender asks it', () => {
    expect(
      texts({
        ...NO_REQUIREMENTS,
        financial: [
          solvencyView({ lot_id: '1', amount: '300000', basis: 'fixed' }),
          solvencyView({ lot_id: '2', amount: '300000', basis: 'fixed' }),
          solvencyView({ lot_id: '3', amount: '90000', basis: 'fixed' }),
        ],
        guarantees: [
          { lot_id: null, type_code: '2', rate: 5, amount: null },
          { lot_id: '1', type_code: '2', rate: 5, amount: null },
        ],
      }),
    ).toEqual([
      'Lotes 1, 2 · Acreditar la solvencia económica: Volumen anual de negocios: 300.000,00\u00a0€',
      'Lote 3 · Acreditar la solvencia económica: Volumen anual de negocios: 90.000,00\u00a0€',
      'Preparar la garantía: Definitiva 5\u00a0%',
    ]);
  });

  it('adds the compulsory site visit the pliego asks for, and nothing for an optional one', () => {
    const visit = (required: boolean) => ({ ...NO_REQUIREMENTS, site_visit: { ...PLIEGO, required } });
    expect(texts(visit(true))).toEqual(['Hacer la visita obligatoria a las instalaciones']);
    expect(texts(visit(false))).toEqual([]);
  });

  it('keeps to the checklist limit with stable ids', () => {
    const many = Array.from({ length: 120 }, (_, i) => ({
      lot_id: null,
      type_code: null,
      description: `Declaración ${i + 1}`,
    }));
    const items = requirementChecklist({ ...NO_REQUIREMENTS, declarations: many });
    expect(items).toHaveLength(100);
    expect(items.at(-1)).toEqual({
      id: 'req-100',
      text: 'Preparar: Declaración 100',
      done: false,
      source: 'requirement',
    });
  });
});
