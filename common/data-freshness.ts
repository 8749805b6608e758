/**
 * PLACSP is synced every 15 minutes: data older than this means several syncs in a row brought
 * nothing (PLACSP down, the worker stopped, or only a file import), and users are told.
 */
export const STALE_DATA_HOURS = 6;

/** True when the stored data reach less far than STALE_DATA_HOURS before `now`, or nothing is stored. */
export function isStaleData(dataUntil: string | null, now: Date = new Date()): boolean {
  if (dataUntil === null) return true;
  return now.getTime() - Date.parse(dataUntil) > STALE_DATA_HOURS * 3_600_000;
}
