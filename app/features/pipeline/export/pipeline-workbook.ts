import type { PipelineCard } from '../../../../common/api/pipeline';
import { formatDate } from '../../../../common/format';
import { type TenderColumn, tenderColumns } from '../../../export/tenders-sheet';
import { buildWorkbook, type Column } from '../../../export/workbook';
import i18n from '../../../i18n';
import { daysLeft } from '../board-order';

/** The tender columns the board's sheet keeps, around the card's own. */
const TENDER = ['folder', 'title', 'contractingParty'];
const AMOUNTS = ['estimated', 'taxExclusive', 'deadline'];
const LINKS = ['detail'];

/**
 * The columns of the board's export: the tender, where it stands (stage, days left, verdict,
 * who has it and by when), our bid and, once awarded, the outcome beside it.
 */
function pipelineColumns(origin: string, now: Date): Column<PipelineCard>[] {
  const tender = tenderColumns(origin);
  const pick = (keys: string[]): Column<PipelineCard>[] =>
    keys
      .map((key) => tender.find((c) => c.key === key))
      .filter((c): c is TenderColumn => c !== undefined)
      .map(({ header, kind, width, wrap, value }) => ({
        header,
        kind,
        width,
        wrap,
        value: (card) => value(card.tender),
      }));
  const column = (
    key: string,
    kind: Column<PipelineCard>['kind'],
    width: number,
    value: Column<PipelineCard>['value'],
  ): Column<PipelineCard> => ({ header: i18n.t(`pipeline.export.${key}`), kind, width, value });
  const t = i18n.t.bind(i18n);
  return [
    column('stage', 'text', 18, (c) => t(`pipeline.stages.${c.stage}`)),
    ...pick(TENDER),
    ...pick(AMOUNTS),
    column('daysLeft', 'number', 12, (c) => {
      const left = daysLeft(c.tender.submission_deadline, now);
      return left === 'closed' ? null : left;
    }),
    column('eligibility', 'text', 14, (c) =>
      c.eligibility ? t(`eligibility.verdicts.${c.eligibility}`) : null,
    ),
    column('assignee', 'text', 24, (c) => c.assignee?.name),
    column('dueDate', 'date', 14, (c) => c.due_date),
    column('priority', 'text', 10, (c) => t(`pipeline.priorities.${c.priority}`)),
    column('decision', 'text', 10, (c) => (c.decision ? t(`pipeline.decisions.${c.decision}`) : null)),
    column('bidAmount', 'euros', 18, (c) => c.bid_amount),
    column('bidDiscount', 'percent', 12, (c) => c.bid_discount),
    { ...column('winners', 'text', 40, (c) => c.outcome?.winners.map((w) => w.name).join('\n')), wrap: true },
    column('awardedAmount', 'euros', 18, (c) => c.outcome?.awarded_amount),
    column('winningDiscount', 'percent', 14, (c) => c.outcome?.winning_discount),
    column('tasks', 'text', 10, (c) =>
      c.checklist.length ? `${c.checklist.filter((i) => i.done).length}/${c.checklist.length}` : null,
    ),
    column('stageSince', 'date', 14, (c) => c.stage_since.slice(0, 10)),
    ...pick(LINKS),
  ];
}

/** The cards, one row each, in the order given (the board's, or the list's as sorted). */
export function buildPipelineWorkbook(
  cards: readonly PipelineCard[],
  { origin, now, logo }: { origin: string; now: Date; logo?: ArrayBuffer },
) {
  return buildWorkbook({
    sheetName: i18n.t('pipeline.export.sheet'),
    title: i18n.t('pipeline.export.title', { date: formatDate(now) }),
    columns: pipelineColumns(origin, now),
    rows: cards,
    logo,
  });
}
