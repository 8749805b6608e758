import type { Notification, PartyTenderData } from '../../../common/api/notifications';

/** Why the user is told, as the card names it; a party follow splits into new tender and award. */
export type NotificationReason =
  | 'alert'
  | 'procurement_project_subscription'
  | 'contracting_party'
  | 'awardee'
  | 'reminder';

const partyRole = (n: Notification): PartyTenderData['role'] =>
  n.data.role === 'awardee' ? 'awardee' : 'contracting_party';

/**
 * The reasons of one notification in a fixed order. One notification can have several (a new
 * tender that matches an alert and comes from a followed body), and the card shows each.
 */
export function notificationReasons(n: Notification): NotificationReason[] {
  const types = new Set(n.notification_types);
  const reasons: NotificationReason[] = [];
  if (types.has('alert') || n.alerts.length > 0) reasons.push('alert');
  if (types.has('procurement_project_subscription')) reasons.push('procurement_project_subscription');
  if (types.has('procurement_party_procurement_project_subscription')) reasons.push(partyRole(n));
  if (types.has('reminder')) reasons.push('reminder');
  return reasons;
}

/** The lots a followed company won (an award notification); [] for any other. */
export function awardsOf(n: Notification): NonNullable<PartyTenderData['awards']> {
  return Array.isArray(n.data.awards) ? (n.data.awards as NonNullable<PartyTenderData['awards']>) : [];
}

/** When a reminded tender's execution ends (YYYY-MM-DD); null for any other notification. */
export function executionEndOf(n: Notification): string | null {
  return typeof n.data.execution_end === 'string' ? n.data.execution_end : null;
}
