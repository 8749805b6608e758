import { describe, expect, it } from 'vitest';
import type { Notification } from '../../../common/api/notifications';
import { awardsOf, executionEndOf, notificationReasons } from './notification-reasons';

const notification = (fields: Partial<Notification>): Notification => ({
  id: 1,
  date: '2026-05-03T08:00:00.000Z',
  processed: false,
  starred: false,
  noticeable_type: 'Procurement::Project',
  noticeable_id: 9,
  notification_types: [],
  alerts: [],
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
    expect(executionEndOf(notification({ data: { execution_end: '2027-03-31' } }))).toBe('2027-03-31');
    expect(executionEndOf(notification({}))).toBeNull();
    expect(awardsOf(notification({}))).toEqual([]);
  });
});
