import { TIME_ZONE } from './format';

/** Calendar days (YYYY-MM-DD) and whole-month steps, as people in Spain count them. */

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/** A calendar date (or the date part of an ISO date-time) as midnight UTC; undefined when unreadable. */
export function parseCalendarDate(value: string | null | undefined): Date | undefined {
  const m = value ? CALENDAR_DATE.exec(value) : null;
  return m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : undefined;
}

export const toCalendarDate = (date: Date) => date.toISOString().slice(0, 10);

/** Whole months later, on the same day or the month's last one (31 January + 1 month = 28 February). */
export function addMonths(date: Date, months: number): Date {
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return target;
}

/** The Madrid calendar day of an instant, YYYY-MM-DD (today by default): the day users see. */
export function madridToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(now);
}

const DISPLAYED_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** A day typed as shown (DD/MM/YYYY) → YYYY-MM-DD; undefined unless it is a real day. */
export function parseDisplayedDate(text: string): string | undefined {
  const m = DISPLAYED_DATE.exec(text.trim());
  if (!m) return undefined;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? toCalendarDate(date) : undefined;
}

const HOUR = 3_600_000;

/**
 * Madrid wall-clock time → UTC instant. Spain (peninsula) follows the EU rule: CEST (UTC+2)
 * from the last Sunday of March 01:00 UTC to the last Sunday of October 01:00 UTC, CET (UTC+1)
 * otherwise. A time skipped in spring (02:xx) is read as CET, i.e. moved forward an hour; a
 * repeated time in autumn is read as its first (CEST) occurrence.
 */
export function madridLocalToUtc(date: string, time: string): string | null {
  const wallClock = Date.parse(`${date}T${time}Z`);
  if (Number.isNaN(wallClock)) return null;
  const year = Number(date.slice(0, 4));
  const summerCandidate = wallClock - 2 * HOUR;
  const summer = summerCandidate >= summerTimeStart(year) && summerCandidate < summerTimeEnd(year);
  return new Date(summer ? summerCandidate : wallClock - HOUR).toISOString();
}

const summerTimeStart = (year: number) => lastSundayAt1Utc(year, 2);
const summerTimeEnd = (year: number) => lastSundayAt1Utc(year, 9);

function lastSundayAt1Utc(year: number, monthIndex: number): number {
  const lastDay = new Date(Date.UTC(year, monthIndex + 1, 0, 1));
  return lastDay.getTime() - lastDay.getUTCDay() * 24 * HOUR;
}
