import { PIPELINE_STAGES, type PipelineCard, type PipelineStage } from '../../../common/api/pipeline';
import { madridToday } from '../../../common/calendar';

/** The board's columns: each stage's cards in their order (smaller position first). */
export function columnsOf(cards: readonly PipelineCard[]): Record<PipelineStage, PipelineCard[]> {
  const columns = Object.fromEntries(PIPELINE_STAGES.map((stage) => [stage, [] as PipelineCard[]]));
  for (const card of cards) columns[card.stage]?.push(card);
  for (const stage of PIPELINE_STAGES) columns[stage]!.sort((a, b) => a.position - b.position || a.id - b.id);
  return columns as Record<PipelineStage, PipelineCard[]>;
}

/**
 * The position that puts a card at `index` of a column (the column without the card itself):
 * halfway between its new neighbours, so no other card has to be renumbered.
 */
export function positionAt(column: readonly PipelineCard[], index: number): number {
  const before = column[index - 1]?.position;
  const after = column[index]?.position;
  if (before === undefined && after === undefined) return 1;
  if (before === undefined) return after! - 1;
  if (after === undefined) return before + 1;
  return (before + after) / 2;
}

/** The card moved to `index` of `stage`: its new stage and position, and the board it gives. */
export function moveCard(cards: readonly PipelineCard[], id: number, stage: PipelineStage, index: number) {
  const moving = cards.find((card) => card.id === id);
  if (!moving) return undefined;
  const column = columnsOf(cards.filter((card) => card.id !== id))[stage];
  const position = positionAt(column, Math.max(0, Math.min(index, column.length)));
  const moved = { ...moving, stage, position };
  return { stage, position, cards: cards.map((card) => (card.id === id ? moved : card)) };
}

const DAY_MS = 86_400_000;

/** Whole Madrid calendar days from `from`'s day to `to`'s day (negative when `to` is earlier). */
function madridDaysBetween(from: Date, to: Date): number {
  return Math.round((Date.parse(madridToday(to)) - Date.parse(madridToday(from))) / DAY_MS);
}

/** Days left to the submission deadline, counted in Madrid days; 'closed' once it has passed. */
export function daysLeft(deadline: string | null, now: Date): number | 'closed' | null {
  if (!deadline) return null;
  const at = new Date(deadline);
  if (Number.isNaN(at.getTime())) return null;
  if (at.getTime() <= now.getTime()) return 'closed';
  return madridDaysBetween(now, at);
}

/** Days the card has been in its stage, in Madrid days. */
export const daysInStage = (since: string, now: Date) => Math.max(0, madridDaysBetween(new Date(since), now));
