import { describe, expect, it } from 'vitest';
import type { Notification } from '../../../common/api/notifications';
import { awardsOf, executionEndOf, notificationReasons } from './notification-reasons';

const notification = (fields: Partial<Notification>): Notification => ({
  id: 1,
  date: '2026-05-03T08:00:00.000Z',
  processed: false,
  starred: false,
  eligibility: null,
  noticeable_type: 'Procurement::Project',
  noticeable_id: 9,
  notification_types: [],
  alerts: [],
  match_reasons: [],
  feedback: null,
  relevance: null,
  data: {},
  project: null,
  party: null,
  ...fields,
});

describe('notificationReasons', () => {
  it('names each reason once, in a fixed order', () => {
    expect(
      notificationReasons(
        notification({
          notification_types: ['procurement_party_procurement_project_subscription', 'alert'],
          alerts: [{ id: 1, name: 'Limpieza' }],
          data: { role: 'contracting_party' },
        }),
      ),
    ).toEqual(['alert', 'contracting_party']);
    expect(
      notificationReasons(notification({ notification_types: ['procurement_project_subscription'] })),
    ).toEqual(['procurement_project_subscription']);
    expect(notificationReasons(notification({ notification_types: ['reminder'] }))).toEqual(['reminder']);
  });

  it('tells an award from a new tender of a followed party, and counts alerts without the type', () => {
    const award = notification({
      notification_types: ['procurement_party_procurement_project_subscription'],
      data: { role: 'awardee', awards: [{ lot_id: '2', amount: 1000, award_date: '2026-05-01' }] },
    });
    expect(notificationReasons(award)).toEqual(['awardee']);
    expect(awardsOf(award)).toEqual([{ lot_id: '2', amount: 1000, award_date: '2026-05-01' }]);
    expect(notificationReasons(notification({ alerts: [{ id: 2, name: 'Obras' }] }))).toEqual(['alert']);
    expect(notificationReasons(notification({}))).toEqual([]);
  });

  it('reads the reminder date only from a reminder', () => {
    const data = { execution_end: '2027-03-31' };
    expect(executionEndOf(notification({ notification_types: ['reminder'], data }))).toBe('2027-03-31');
    expect(executionEndOf(notification({ notification_types: ['renewal'], data }))).toBeNull();
    expect(executionEndOf(notification({}))).toBeNull();
    expect(awardsOf(notification({}))).toEqual([]);
  });

  it("names a renewal alert's contract ending soon, not a new tender, though it lists alerts", () => {
    const renewal = notification({
      notification_types: ['renewal'],
      alerts: [{ id: 3, name: 'Limpieza que termina' }],
      data: { execution_end: '2027-03-31', execution_end_basis: 'planned_end', months_ahead: 6 },
    });
    expect(notificationReasons(renewal)).toEqual(['renewal']);
  });
});
