import { describe, expect, it } from 'vitest';
import type { PipelineCard } from '../../../common/api/pipeline';
import { columnsOf, daysInStage, daysLeft, moveCard, positionAt } from './board-order';

const card = (id: number, stage: PipelineCard['stage'], position: number) =>
  ({ id, stage, position }) as PipelineCard;

describe('the board order', () => {
  const cards = [card(1, 'detected', 2), card(2, 'detected', 1), card(3, 'studying', 5), card(4, 'won', 1)];

  it('puts each card in its stage column, smaller position first', () => {
    const columns = columnsOf(cards);
    expect(columns.detected.map((c) => c.id)).toEqual([2, 1]);
    expect(columns.studying.map((c) => c.id)).toEqual([3]);
    expect(columns.deciding).toEqual([]);
    expect(columns.won.map((c) => c.id)).toEqual([4]);
  });

  it('places a card between its new neighbours, before the first or after the last', () => {
    const column = [card(1, 'detected', 1), card(2, 'detected', 2)];
    expect(positionAt(column, 0)).toBe(0);
    expect(positionAt(column, 1)).toBe(1.5);
    expect(positionAt(column, 2)).toBe(3);
    expect(positionAt([], 0)).toBe(1);
  });

  it('moves a card to another stage at the index asked', () => {
    const moved = moveCard(cards, 1, 'studying', 0);
    expect(moved).toMatchObject({ stage: 'studying', position: 4 });
    expect(columnsOf(moved!.cards).studying.map((c) => c.id)).toEqual([1, 3]);
    expect(columnsOf(moved!.cards).detected.map((c) => c.id)).toEqual([2]);
  });

  it('moves a card within its column without counting itself', () => {
    const moved = moveCard(cards, 2, 'detected', 1);
    expect(columnsOf(moved!.cards).detected.map((c) => c.id)).toEqual([1, 2]);
    expect(moveCard(cards, 99, 'won', 0)).toBeUndefined();
  });
});

describe('the days a card shows', () => {
  // 23:30 Madrid on 30 March 2025, the night after the clocks went forward.
  const now = new Date('2025-03-30T21:30:00Z');

  it('counts the days left to the deadline in Madrid days, and says closed once passed', () => {
    expect(daysLeft('2025-03-30T22:30:00Z', now)).toBe(1); // 00:30 on the 31st in Madrid
    expect(daysLeft('2025-04-02T10:00:00Z', now)).toBe(3);
    expect(daysLeft('2025-03-30T21:00:00Z', now)).toBe('closed');
    expect(daysLeft(null, now)).toBeNull();
  });

  it('counts the stage age across a month end and a year end', () => {
    expect(daysInStage('2025-03-26T08:00:00Z', now)).toBe(4);
    // 00:30 on 1 January in Madrid, though still 31 December in UTC.
    expect(daysInStage('2024-12-31T23:30:00Z', new Date('2025-01-01T10:00:00Z'))).toBe(0);
    expect(daysInStage('2024-12-30T10:00:00Z', new Date('2025-01-02T10:00:00Z'))).toBe(3);
  });
});
