import { describe, expect, it } from 'vitest';
import { type ExecutionPeriod, executionEnd } from './execution-end';
import { followReminderDate, projectFollowState } from './follow-state';

const NOW = new Date('2026-11-23T09:00:00Z');

/** A tender as stored: its execution end computed at import from these facts. */
const tender = ({ status = 'ADJ', ...fields }: Partial<ExecutionPeriod> & { status?: string | null }) => {
  const facts = { date: '2021-11-16', planned_period: null, planned_period_unit: null, ...fields };
  return { status, execution_end: executionEnd(facts)?.date ?? null };
};

describe('projectFollowState', () => {
  const running = tender({ planned_period: 10, planned_period_unit: 'ANN' });
  const over = tender({ planned_period: 6, planned_period_unit: 'MON' });

  it('shows the unfollow bell on any followed tender', () => {
    expect(projectFollowState(running, true, NOW)).toBe('following');
    expect(projectFollowState(tender({ status: 'PUB' }), true, NOW)).toBe('following');
  });

  it('offers to follow unresolved tenders, whatever their dates', () => {
    for (const status of ['PRE', 'PUB', 'EV', null]) {
      expect(projectFollowState({ ...over, status }, false, NOW)).toBe('follow');
    }
  });

  it('offers the reminder on resolved tenders still in their execution period', () => {
    for (const status of ['ADJ', 'RES', 'ANUL']) {
      expect(projectFollowState({ ...running, status }, false, NOW)).toBe('remind');
    }
    const lastDay = tender({ planned_end_date: '2026-11-23' });
    expect(projectFollowState(lastDay, false, NOW)).toBe('remind');
  });

  it('offers nothing on resolved tenders whose execution ended or has no known end', () => {
    expect(projectFollowState(over, false, NOW)).toBe('none');
    expect(projectFollowState(tender({ planned_end_date: '2026-11-22' }), false, NOW)).toBe('none');
    expect(projectFollowState(tender({}), false, NOW)).toBe('none');
  });
});

describe('followReminderDate', () => {
  it('is 6 months before the end of a running execution', () => {
    expect(followReminderDate(tender({ planned_period: 10, planned_period_unit: 'ANN' }), NOW)).toBe(
      '2031-05-16',
    );
    expect(followReminderDate(tender({ planned_end_date: '2027-08-31' }), NOW)).toBe('2027-02-28');
  });

  it('may already be past when less than 6 months remain', () => {
    expect(followReminderDate(tender({ planned_end_date: '2027-01-10' }), NOW)).toBe('2026-07-10');
  });

  it('is null for unresolved, finished or endless tenders', () => {
    expect(followReminderDate(tender({ status: 'PUB', planned_end_date: '2030-01-01' }), NOW)).toBeNull();
    expect(followReminderDate(tender({ planned_end_date: '2020-01-01' }), NOW)).toBeNull();
    expect(followReminderDate(tender({}), NOW)).toBeNull();
  });
});
