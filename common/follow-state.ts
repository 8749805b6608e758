import { addMonths, madridToday, parseCalendarDate, toCalendarDate } from './calendar';

/**
 * What the follow control of a tender shows, and when a followed resolved tender
 * reminds its follower: 6 months before its execution period ends. The app draws
 * the bell with it; the server stores the reminder date with it.
 */

/** Adjudicada, Resuelta and Anulada count as resolved; every other status is unresolved. */
export const RESOLVED_STATUSES: readonly string[] = ['ADJ', 'RES', 'ANUL'];
export const REMINDER_MONTHS_BEFORE_END = 6;

/** What the clock reads of a tender: its status and its execution end (common/execution-end.ts). */
export interface TenderClock {
  status: string | null;
  /** YYYY-MM-DD, stored at import with its basis; null when the tender does not say. */
  execution_end: string | null;
}

/**
 * following: followed (bell-slash, 'Dejar de seguir'); follow: unresolved (bell, 'Seguir');
 * remind: resolved and its execution still running (clock); none: resolved and over, or its
 * end is unknown.
 */
export type ProjectFollowState = 'following' | 'follow' | 'remind' | 'none';

export function isResolved(status: string | null): boolean {
  return status !== null && RESOLVED_STATUSES.includes(status);
}

/** A resolved tender whose execution has not ended: the end date; otherwise null. */
function runningExecutionEnd(p: TenderClock, today: string): string | null {
  if (!isResolved(p.status)) return null;
  return p.execution_end !== null && p.execution_end >= today ? p.execution_end : null;
}

export function projectFollowState(
  p: TenderClock,
  followed: boolean,
  now: Date = new Date(),
): ProjectFollowState {
  if (followed) return 'following';
  if (!isResolved(p.status)) return 'follow';
  return runningExecutionEnd(p, madridToday(now)) ? 'remind' : 'none';
}

/**
 * When following this tender should remind its follower, YYYY-MM-DD: 6 months before the end
 * of a resolved tender's running execution; null for unresolved, finished or endless ones.
 * A date already past (less than 6 months left) means: remind at once.
 */
export function followReminderDate(p: TenderClock, now: Date = new Date()): string | null {
  const end = runningExecutionEnd(p, madridToday(now));
  if (!end) return null;
  return toCalendarDate(addMonths(parseCalendarDate(end)!, -REMINDER_MONTHS_BEFORE_END));
}
