import { describe, expect, it } from 'vitest';
import { timeDependence } from './time-dependence';

describe('timeDependence', () => {
  it('finds no clock in fixed dates, amounts or statuses', () => {
    expect(timeDependence({})).toBe('none');
    expect(
      timeDependence({
        only_active: false,
        status: ['PUB'],
        date: { from: '2024-01-01', years: [2025] },
        submission_deadline: { to: '2026-12-31' },
        amount: { from: 1000 },
      }),
    ).toBe('none');
  });

  it('ties "open tenders only" to the submission deadlines', () => {
    expect(timeDependence({ only_active: true, cpv_codes: ['45000000'] })).toBe('deadlines');
  });
});
