import type { Notification } from '../../../common/api/notifications';
import {
  NOTIFICATION_TYPES,
  type NotificationKind,
  type PartyTenderData,
  typesOf,
} from '../../../common/notifications/notification-types';

/**
 * The reasons of one tender or party notification, as the card names them (the registry's kinds,
 * in its order). One notification can have several (a new tender that matches an alert and comes
 * from a followed body), and the card shows each; listed alerts count even without the type.
 */
export function notificationReasons(n: Notification): NotificationKind[] {
  const reasons = typesOf(n)
    .filter((type) => NOTIFICATION_TYPES[type].noticeableType !== 'Official::Publication')
    .map((type) => NOTIFICATION_TYPES[type].kindOf(n.data));
  // A renewal's alerts are renewal alerts: they found a contract ending, not a new tender.
  const byAlerts = n.alerts.length > 0 && !reasons.includes('alert') && !reasons.includes('renewal');
  return byAlerts ? ['alert', ...reasons] : reasons;
}

/** The lots a followed company won (an award notification); [] for any other. */
export function awardsOf(n: Notification): NonNullable<PartyTenderData['awards']> {
  return Array.isArray(n.data.awards) ? (n.data.awards as NonNullable<PartyTenderData['awards']>) : [];
}

/** When a reminded tender's execution ends (YYYY-MM-DD); null for any other notification. */
export function executionEndOf(n: Notification): string | null {
  return typesOf(n).includes('reminder') && typeof n.data.execution_end === 'string'
    ? n.data.execution_end
    : null;
}
