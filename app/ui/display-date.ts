/** How the app shows and reads a day: 24/11/2026. */
export const DISPLAY_DATE_FORMAT = 'DD/MM/YYYY';

const DISPLAY_DATE = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/;

/**
 * A typed DD/MM/YYYY (day and month may have one digit) as YYYY-MM-DD; null while the text is not
 * yet, or not, a real day (31/02/2026), so half-typed text never becomes a date.
 */
export function parseDisplayDate(text: string): string | null {
  const match = DISPLAY_DATE.exec(text);
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return null;
  }
  return `${match[3]}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
