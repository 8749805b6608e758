import { describe, expect, it } from 'vitest';
import { madridLocalToUtc } from './calendar';
import { DEADLINE_PASSED, publishedStatusLabel, shownStatus, shownStatusLabel } from './tender-status';

/** A deadline as PLACSP states it: a day and a Madrid wall-clock time. */
const madrid = (date: string, time: string) => madridLocalToUtc(date, time)!;
const pub = (submission_deadline: string | null) => ({ status: 'PUB', submission_deadline });
const at = (iso: string) => new Date(iso);

describe('shownStatusLabel', () => {
  it('reads Plazo cerrado for a PUB tender whose deadline passed years ago', () => {
    const tender = pub(madrid('2022-01-28', '23:59:00'));
    expect(shownStatus(tender, at('2026-11-28T10:00:00Z'))).toBe(DEADLINE_PASSED);
    expect(shownStatusLabel(tender, at('2026-11-28T10:00:00Z'))).toBe('Plazo cerrado');
  });

  it('closes at the deadline instant in Madrid time, winter and summer alike', () => {
    // 28/01/2022 23:59 in Madrid is 22:59 UTC (CET); 15/07/2022 14:00 is 12:00 UTC (CEST).
    for (const [deadline, utc] of [
      [madrid('2022-01-28', '23:59:00'), '2022-01-28T22:59:00.000Z'],
      [madrid('2022-07-15', '14:00:00'), '2022-07-15T12:00:00.000Z'],
    ] as const) {
      expect(deadline).toBe(utc);
      const instant = new Date(utc).getTime();
      expect(shownStatusLabel(pub(deadline), new Date(instant - 1))).toBe('En plazo');
      expect(shownStatusLabel(pub(deadline), new Date(instant))).toBe('Plazo cerrado');
      expect(shownStatusLabel(pub(deadline), new Date(instant + 1))).toBe('Plazo cerrado');
    }
  });

  it('tells a deadline later today from one earlier today', () => {
    // 28/11/2026 10:00 in Madrid (09:00 UTC); deadlines at 09:00 and 14:00 Madrid time that day.
    const now = at('2026-11-28T09:00:00Z');
    expect(shownStatusLabel(pub(madrid('2026-11-28', '14:00:00')), now)).toBe('En plazo');
    expect(shownStatusLabel(pub(madrid('2026-11-28', '09:00:00')), now)).toBe('Plazo cerrado');
    // Half past midnight in Madrid, while UTC is still on the 28th.
    const lateEvening = at('2026-11-28T23:30:00Z');
    expect(shownStatusLabel(pub(madrid('2026-11-29', '00:45:00')), lateEvening)).toBe('En plazo');
    expect(shownStatusLabel(pub(madrid('2026-11-29', '00:15:00')), lateEvening)).toBe('Plazo cerrado');
  });

  it('keeps En plazo when the tender states no deadline', () => {
    expect(shownStatus(pub(null), at('2026-11-28T09:00:00Z'))).toBe('PUB');
    expect(shownStatusLabel(pub(null), at('2026-11-28T09:00:00Z'))).toBe('En plazo');
  });

  it('leaves every other status as published, deadline passed or not', () => {
    const past = madrid('2022-01-28', '23:59:00');
    const now = at('2026-11-28T09:00:00Z');
    const labels = ['PRE', 'EV', 'ADJ', 'RES', 'ANUL'].map((status) =>
      shownStatusLabel({ status, submission_deadline: past }, now),
    );
    expect(labels).toEqual([
      'Anuncio Previo',
      'Pendiente de adjudicación',
      'Adjudicada',
      'Resuelta',
      'Anulada',
    ]);
    expect(shownStatusLabel({ status: null, submission_deadline: past }, now)).toBeNull();
    expect(shownStatus({ status: 'XYZ', submission_deadline: past }, now)).toBe('XYZ');
    expect(shownStatusLabel({ status: 'XYZ', submission_deadline: past }, now)).toBeNull();
  });

  it('reads a deadline given as a Date like one given as ISO text', () => {
    const deadline = new Date('2022-01-28T22:59:00Z');
    expect(
      shownStatusLabel({ status: 'PUB', submission_deadline: deadline }, at('2026-11-28T09:00:00Z')),
    ).toBe('Plazo cerrado');
  });
});

describe('publishedStatusLabel', () => {
  it('names the code as PLACSP publishes it', () => {
    expect(publishedStatusLabel('PUB')).toBe('En plazo');
    expect(publishedStatusLabel(null)).toBeNull();
  });
});
