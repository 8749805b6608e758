import { addMonths, madridToday, parseCalendarDate, toCalendarDate } from './calendar';

/**
 * What the follow control of a tender shows, and when a followed resolved tender
 * reminds its follower: 6 months before its execution period ends. The app draws
 * the bell with it; the server stores the reminder date with it.
 */

/** Adjudicada, Resuelta and Anulada count as resolved; every other status is unresolved. */
export const RESOLVED_STATUSES: readonly string[] = ['ADJ', 'RES', 'ANUL'];
export const REMINDER_MONTHS_BEFORE_END = 6;

/** The tender fields the rule reads (the search summary and the detail both carry them). */
export interface ExecutionPeriod {
  status: string | null;
  /** Publication date, YYYY-MM-DD: the start when the tender states none. */
  date: string | null;
  planned_period: number | null;
  /** DAY, WEE, MON or ANN. */
  planned_period_unit: string | null;
  planned_start_date?: string | null;
  planned_end_date?: string | null;
}

/**
 * following: followed (bell-slash, 'Dejar de seguir'); follow: unresolved (bell, 'Seguir');
 * remind: resolved and its execution still running (clock); none: resolved and over, or its
 * end is unknown.
 */
export type ProjectFollowState = 'following' | 'follow' | 'remind' | 'none';

const DAYS_PER_UNIT: Record<string, number> = { DAY: 1, WEE: 7, MON: 30, ANN: 365 };

export function isResolved(status: string | null): boolean {
  return status !== null && RESOLVED_STATUSES.includes(status);
}

const addDays = (date: Date, days: number) => new Date(date.getTime() + Math.round(days) * 86_400_000);

/**
 * The last day of the execution period, YYYY-MM-DD: the stated end date, else the start (the
 * stated start date, else the publication date) plus the planned period. Fractions of a month
 * or year count as days. Null when neither an end nor a period with a known unit is stated.
 */
export function executionEndDate(p: ExecutionPeriod): string | null {
  const stated = parseCalendarDate(p.planned_end_date);
  if (stated) return toCalendarDate(stated);
  const start = parseCalendarDate(p.planned_start_date) ?? parseCalendarDate(p.date);
  const unit = p.planned_period_unit ?? '';
  const period = p.planned_period;
  if (!start || period === null || !(period > 0) || !(unit in DAYS_PER_UNIT)) return null;
  if (unit === 'DAY' || unit === 'WEE') return toCalendarDate(addDays(start, period * DAYS_PER_UNIT[unit]!));
  const whole = Math.trunc(period);
  const months = unit === 'ANN' ? whole * 12 : whole;
  return toCalendarDate(addDays(addMonths(start, months), (period - whole) * DAYS_PER_UNIT[unit]!));
}

/** A resolved tender whose execution has not ended: the end date; otherwise null. */
function runningExecutionEnd(p: ExecutionPeriod, today: string): string | null {
  if (!isResolved(p.status)) return null;
  const end = executionEndDate(p);
  return end !== null && end >= today ? end : null;
}

export function projectFollowState(
  p: ExecutionPeriod,
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
export function followReminderDate(p: ExecutionPeriod, now: Date = new Date()): string | null {
  const end = runningExecutionEnd(p, madridToday(now));
  if (!end) return null;
  return toCalendarDate(addMonths(parseCalendarDate(end)!, -REMINDER_MONTHS_BEFORE_END));
}
