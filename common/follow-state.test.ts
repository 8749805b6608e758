import { describe, expect, it } from 'vitest';
import {
  type ExecutionPeriod,
  executionEndDate,
  followReminderDate,
  projectFollowState,
} from './follow-state';

const NOW = new Date('2026-11-23T09:00:00Z');

const tender = (fields: Partial<ExecutionPeriod>): ExecutionPeriod => ({
  status: 'ADJ',
  date: '2021-11-16',
  planned_period: null,
  planned_period_unit: null,
  ...fields,
});

describe('executionEndDate', () => {
  it('adds the planned period in days, weeks, months or years to the publication date', () => {
    expect(executionEndDate(tender({ planned_period: 90, planned_period_unit: 'DAY' }))).toBe('2022-02-14');
    expect(executionEndDate(tender({ planned_period: 2, planned_period_unit: 'WEE' }))).toBe('2021-11-30');
    expect(executionEndDate(tender({ planned_period: 18, planned_period_unit: 'MON' }))).toBe('2023-05-16');
    expect(executionEndDate(tender({ planned_period: 10, planned_period_unit: 'ANN' }))).toBe('2031-11-16');
  });

  it('starts from the stated start date when there is one', () => {
    const t = tender({ planned_period: 1, planned_period_unit: 'ANN', planned_start_date: '2022-03-01' });
    expect(executionEndDate(t)).toBe('2023-03-01');
  });

  it('prefers the stated end date over any computation', () => {
    const t = tender({ planned_period: 1, planned_period_unit: 'ANN', planned_end_date: '2030-06-30' });
    expect(executionEndDate(t)).toBe('2030-06-30');
  });

  it('keeps month ends inside the month and counts fractions as days', () => {
    const endOfJan = tender({ date: '2024-01-31', planned_period: 1, planned_period_unit: 'MON' });
    expect(executionEndDate(endOfJan)).toBe('2024-02-29');
    const half = tender({ date: '2024-01-01', planned_period: 1.5, planned_period_unit: 'MON' });
    expect(executionEndDate(half)).toBe('2024-02-16');
  });

  it('is unknown without a period, a known unit or any start', () => {
    expect(executionEndDate(tender({}))).toBeNull();
    expect(executionEndDate(tender({ planned_period: 3, planned_period_unit: 'XXX' }))).toBeNull();
    expect(executionEndDate(tender({ planned_period: 0, planned_period_unit: 'MON' }))).toBeNull();
    expect(
      executionEndDate(tender({ date: null, planned_period: 3, planned_period_unit: 'MON' })),
    ).toBeNull();
  });
});

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
