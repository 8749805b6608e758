import {
  CLOSED_STAGES,
  PIPELINE_PRIORITIES,
  PIPELINE_STAGES,
  type PipelineCard,
  type PipelineStage,
} from '../../../../common/api/pipeline';
import { foldWord } from '../../../../common/text/words';

export const LIST_SORTS = ['deadline', 'due', 'amount', 'stage', 'priority', 'age'] as const;
export type ListSort = (typeof LIST_SORTS)[number];

export interface CardFilter {
  /** Words that must all appear in the title, body or expediente (accents and case ignored). */
  text: string;
  /** 'open': every stage but won, lost and discarded. */
  stage: 'all' | 'open' | PipelineStage;
  /** 'mine': the signed-in member; 'none': nobody in charge; else a member's id. */
  assignee: 'any' | 'mine' | 'none' | number;
}

export const ANY_CARD: CardFilter = { text: '', stage: 'all', assignee: 'any' };

/** The cards the filter keeps, in their board order. */
export function filterCards(cards: readonly PipelineCard[], filter: CardFilter, me: number): PipelineCard[] {
  const words = foldWord(filter.text).split(/\s+/).filter(Boolean);
  return cards.filter((card) => {
    if (filter.stage === 'open' && CLOSED_STAGES.includes(card.stage)) return false;
    if (filter.stage !== 'all' && filter.stage !== 'open' && card.stage !== filter.stage) return false;
    const assignee = card.assignee?.id ?? null;
    if (filter.assignee === 'mine' && assignee !== me) return false;
    if (filter.assignee === 'none' && assignee !== null) return false;
    if (typeof filter.assignee === 'number' && assignee !== filter.assignee) return false;
    if (words.length === 0) return true;
    const haystack = foldWord(
      [card.tender.title, card.tender.contracting_party?.name, card.tender.contract_folder_id].join(' '),
    );
    return words.every((word) => haystack.includes(word));
  });
}

const amountOf = (card: PipelineCard) =>
  card.tender.best_amount ? Number(card.tender.best_amount.value) : null;

/** Unknown values go last whatever the order; ties keep the board's order. */
function byNullable<T>(value: (card: PipelineCard) => T | null, compare: (a: T, b: T) => number) {
  return (a: PipelineCard, b: PipelineCard) => {
    const va = value(a);
    const vb = value(b);
    if (va === null || vb === null) return va === vb ? 0 : va === null ? 1 : -1;
    return compare(va, vb);
  };
}

const SORTS: Record<ListSort, (a: PipelineCard, b: PipelineCard) => number> = {
  // Soonest first: what has to be done next.
  deadline: byNullable(
    (c) => c.tender.submission_deadline,
    (a, b) => a.localeCompare(b),
  ),
  due: byNullable(
    (c) => c.due_date,
    (a, b) => a.localeCompare(b),
  ),
  amount: byNullable(amountOf, (a, b) => b - a),
  stage: (a, b) => PIPELINE_STAGES.indexOf(a.stage) - PIPELINE_STAGES.indexOf(b.stage),
  priority: (a, b) => PIPELINE_PRIORITIES.indexOf(b.priority) - PIPELINE_PRIORITIES.indexOf(a.priority),
  // Longest waiting first.
  age: (a, b) => a.stage_since.localeCompare(b.stage_since),
};

/** The cards in the list's order. */
export function sortCards(cards: readonly PipelineCard[], sort: ListSort): PipelineCard[] {
  const boardOrder = (a: PipelineCard, b: PipelineCard) =>
    PIPELINE_STAGES.indexOf(a.stage) - PIPELINE_STAGES.indexOf(b.stage) || a.position - b.position;
  return [...cards].sort((a, b) => SORTS[sort](a, b) || boardOrder(a, b));
}
