/**
 * Dates as PLACSP writes them: atom:updated and @when are date-times with an offset; CODICE
 * dates are `xs:date` (`2026-06-08`, occasionally `2017-06-23+02:00`); deadlines pair an
 * EndDate with an EndTime that is Madrid wall-clock time without an offset.
 */

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})(?:Z|[+-]\d{2}:?\d{2})?$/;
const TIME = /^(\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;
const HOUR = 3_600_000;

/** An ATOM date-time → ISO instant in UTC (`…Z`); without an offset it is read as Madrid time. */
export function parseInstant(value: string | null): string | null {
  const m = value ? DATE_TIME.exec(value) : null;
  if (!m) return null;
  const [, y, mo, d, h, mi, s = '00', fraction = '', offset] = m;
  const date = `${y}-${mo}-${d}`;
  const time = `${h}:${mi}:${s}${fraction}`;
  if (!offset) return madridLocalToUtc(date, time);
  return isoOrNull(Date.parse(`${date}T${time}${normaliseOffset(offset)}`));
}

/** An `xs:date` → `YYYY-MM-DD`; a trailing offset is dropped (it is the publisher's zone, not a shift). */
export function parseDate(value: string | null): string | null {
  const m = value ? DATE.exec(value) : null;
  if (!m) return null;
  const [, y, mo, d] = m;
  const date = `${y}-${mo}-${d}`;
  // Rejects 2026-02-30 and the like, which Date.UTC would silently roll over.
  const check = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  return check.toISOString().startsWith(date) ? date : null;
}

/**
 * A deadline: EndDate + EndTime in Europe/Madrid wall-clock time → the UTC instant. Without a
 * time the deadline is the end of that day. An explicit offset on the time is honoured.
 */
export function parseDeadline(dateText: string | null, timeText: string | null): string | null {
  const date = parseDate(dateText);
  if (!date) return null;
  if (!timeText) return madridLocalToUtc(date, '23:59:59');
  const m = TIME.exec(timeText);
  if (!m) return null;
  const [, h, mi, s = '00', fraction = '', offset] = m;
  const time = `${h}:${mi}:${s}${fraction}`;
  if (offset) return isoOrNull(Date.parse(`${date}T${time}${normaliseOffset(offset)}`));
  return madridLocalToUtc(date, time);
}

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

const normaliseOffset = (offset: string) =>
  offset === 'Z' || offset.includes(':') ? offset : `${offset.slice(0, 3)}:${offset.slice(3)}`;

const isoOrNull = (ms: number) => (Number.isNaN(ms) ? null : new Date(ms).toISOString());
