import { describe, expect, it } from 'vitest';
import type { PipelineCard } from '../../../../common/api/pipeline';
import { ANY_CARD, filterCards, sortCards } from './list-order';

const ana = { id: 1, name: 'Ana García', email: 'ana@x.es' };
const luis = { id: 2, name: 'Luis Pérez', email: 'luis@x.es' };

function card(
  id: number,
  over: Partial<PipelineCard>,
  tender: Partial<PipelineCard['tender']> = {},
): PipelineCard {
  return {
    id,
    stage: 'detected',
    position: id,
    assignee: null,
    due_date: null,
    priority: 'normal',
    stage_since: '2026-03-01T10:00:00.000Z',
    ...over,
    tender: {
      title: `Licitación ${id}`,
      contracting_party: null,
      contract_folder_id: null,
      best_amount: null,
      submission_deadline: null,
      ...tender,
    },
  } as PipelineCard;
}

const cards = [
  card(
    1,
    { stage: 'preparing', assignee: ana, priority: 'high', due_date: '2026-03-10' },
    {
      title: 'Limpieza de la biblioteca',
      contracting_party: { id: 5, name: 'Ayuntamiento de Móstoles' } as never,
      best_amount: { value: '201861.58', basis: 'budget_without_vat' } as never,
      submission_deadline: '2026-03-12T13:00:00.000Z',
    },
  ),
  card(
    2,
    { stage: 'won', assignee: luis, stage_since: '2026-01-01T10:00:00.000Z' },
    {
      title: 'Obras del centro cívico',
      contract_folder_id: '58-17',
      best_amount: { value: '950000', basis: 'budget_without_vat' } as never,
      submission_deadline: '2026-02-01T13:00:00.000Z',
    },
  ),
  card(
    3,
    { stage: 'detected', priority: 'low', due_date: '2026-03-05' },
    { title: 'Suministro de ordenadores' },
  ),
];
const ids = (list: PipelineCard[]) => list.map((c) => c.id);

describe('filterCards', () => {
  it('keeps open stages, one stage, or everything', () => {
    expect(ids(filterCards(cards, { ...ANY_CARD, stage: 'open' }, 1))).toEqual([1, 3]);
    expect(ids(filterCards(cards, { ...ANY_CARD, stage: 'won' }, 1))).toEqual([2]);
    expect(ids(filterCards(cards, ANY_CARD, 1))).toEqual([1, 2, 3]);
  });

  it('keeps mine, nobody’s or one member’s cards', () => {
    expect(ids(filterCards(cards, { ...ANY_CARD, assignee: 'mine' }, 2))).toEqual([2]);
    expect(ids(filterCards(cards, { ...ANY_CARD, assignee: 'none' }, 1))).toEqual([3]);
    expect(ids(filterCards(cards, { ...ANY_CARD, assignee: 1 }, 2))).toEqual([1]);
  });

  it('finds every word in the title, body or expediente, without accents', () => {
    expect(ids(filterCards(cards, { ...ANY_CARD, text: 'mostoles LIMPIEZA' }, 1))).toEqual([1]);
    expect(ids(filterCards(cards, { ...ANY_CARD, text: '58-17' }, 1))).toEqual([2]);
    expect(ids(filterCards(cards, { ...ANY_CARD, text: 'civico ordenadores' }, 1))).toEqual([]);
  });
});

describe('sortCards', () => {
  it('puts the soonest deadline and due date first, unknown last', () => {
    expect(ids(sortCards(cards, 'deadline'))).toEqual([2, 1, 3]);
    expect(ids(sortCards(cards, 'due'))).toEqual([3, 1, 2]);
  });

  it('puts the largest amount, the highest priority and the longest wait first', () => {
    expect(ids(sortCards(cards, 'amount'))).toEqual([2, 1, 3]);
    expect(ids(sortCards(cards, 'priority'))).toEqual([1, 2, 3]);
    expect(ids(sortCards(cards, 'age'))).toEqual([2, 3, 1]);
    expect(ids(sortCards(cards, 'stage'))).toEqual([3, 1, 2]);
  });
});
