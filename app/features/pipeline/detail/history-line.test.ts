import { describe, expect, it } from 'vitest';
import type { PipelineEvent } from '../../../../common/api/pipeline';
import i18n from '../../../i18n';
import { historyLine } from './history-line';

const t = i18n.t.bind(i18n);
const ana = { id: 7, name: 'Ana García', email: 'ana@constructora.es' };
const event = (
  kind: PipelineEvent['kind'],
  from: string | null,
  to: string | null,
  note: string | null = null,
) => ({
  id: 1,
  actor: ana,
  kind,
  from,
  to,
  note,
  at: '2026-03-02T09:30:00.000Z',
});

describe('historyLine', () => {
  it('names stages, people, days, priorities, decisions and euros', () => {
    expect(historyLine(t, [ana], event('created', null, 'detected'))).toBe('Añadida en Detectada');
    expect(historyLine(t, [ana], event('stage', 'detected', 'preparing'))).toBe(
      'Etapa: Detectada → Preparando oferta',
    );
    expect(historyLine(t, [ana], event('assignee', null, '7'))).toBe(
      'Responsable: Sin responsable → Ana García',
    );
    expect(historyLine(t, [ana], event('assignee', '9', null))).toBe(
      'Responsable: antiguo miembro → Sin responsable',
    );
    expect(historyLine(t, [ana], event('due_date', '2026-03-15', '2026-03-12'))).toBe(
      'Fecha límite interna: 15/03/2026 → 12/03/2026',
    );
    expect(historyLine(t, [ana], event('priority', 'normal', 'high'))).toBe('Prioridad: Normal → Alta');
    expect(historyLine(t, [ana], event('decision', null, 'go'))).toBe('Decisión: Sin decidir → Ir');
    expect(historyLine(t, [ana], event('bid', null, '177638.19'))).toBe(
      'Nuestra oferta: — → 177.638,19\u00a0€',
    );
  });

  it('says what the award and a new publication did', () => {
    expect(historyLine(t, [], event('award', 'submitted', 'lost', 'LIMPTRAMAN, S.L.'))).toBe(
      'Cerrada por la adjudicación: Perdida · LIMPTRAMAN, S.L.',
    );
    expect(historyLine(t, [], event('republished', '1', '2', 'x'))).toBe(
      'Publicada de nuevo: vuelve a Detectada con la nueva licitación',
    );
  });
});
