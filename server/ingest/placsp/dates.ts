/**
 * Dates as PLACSP writes them: atom:updated and @when are date-times with an offset; CODICE
 * dates are `xs:date` (`2026-06-08`, occasionally `2017-06-23+02:00`); deadlines pair an
 * EndDate with an EndTime that is Madrid wall-clock time without an offset.
 */

import { madridLocalToUtc } from '../../../common/calendar';

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})(?:Z|[+-]\d{2}:?\d{2})?$/;
const TIME = /^(\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

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

const normaliseOffset = (offset: string) =>
  offset === 'Z' || offset.includes(':') ? offset : `${offset.slice(0, 3)}:${offset.slice(3)}`;

const isoOrNull = (ms: number) => (Number.isNaN(ms) ? null : new Date(ms).toISOString());
