/**
 * Europe/Madrid wall-clock formatting without Intl (slow and locale-data dependent): PLACSP writes
 * `updated` with the Madrid offset (+01:00 / +02:00) and milliseconds, and dates as local dates.
 */

const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

const dstCache = new Map<number, readonly [number, number]>();

/** EU summer time: from the last Sunday of March to the last Sunday of October, 01:00 UTC. */
function summerTimeBounds(year: number): readonly [number, number] {
  let bounds = dstCache.get(year);
  if (!bounds) {
    const lastSunday = (month: number) => {
      const last = Date.UTC(year, month + 1, 0, 1);
      return last - new Date(last).getUTCDay() * DAY;
    };
    bounds = [lastSunday(2), lastSunday(9)];
    dstCache.set(year, bounds);
  }
  return bounds;
}

export function madridOffsetHours(ms: number): number {
  const [start, end] = summerTimeBounds(new Date(ms).getUTCFullYear());
  return ms >= start && ms < end ? 2 : 1;
}

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));
const pad3 = (n: number) => (n < 10 ? `00${n}` : n < 100 ? `0${n}` : String(n));

function local(ms: number): Date {
  return new Date(ms + madridOffsetHours(ms) * HOUR);
}

/** `2026-08-10T20:10:56.860+02:00`, as in atom:updated and at:deleted-entry/@when. */
export function atomDateTime(ms: number): string {
  const offset = madridOffsetHours(ms);
  const d = new Date(ms + offset * HOUR);
  return `${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}T${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}:${pad2(d.getUTCSeconds())}.${pad3(d.getUTCMilliseconds())}+0${offset}:00`;
}

/** `2026-08-10`: a CODICE xs:date in Madrid local time. */
export function codiceDate(ms: number): string {
  const d = local(ms);
  return `${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}`;
}

/** `20260810_201056`: the snapshot stamp in archive page names. */
export function fileStamp(ms: number): string {
  const d = local(ms);
  return `${d.getUTCFullYear()}${pad2(d.getUTCMonth() + 1)}${pad2(d.getUTCDate())}_${pad2(d.getUTCHours())}${pad2(d.getUTCMinutes())}${pad2(d.getUTCSeconds())}`;
}
