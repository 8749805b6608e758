/**
 * Display formats shared by the app (screens, Excel exports) and the server (e-mails), so a
 * figure or date reads the same everywhere. Spec: euros in the Spanish locale, dates
 * DD/MM/YYYY, deadlines HH:mm:ss DD/MM/YYYY, truncation at 200 characters with [...], and a
 * 5-button pagination window.
 */

export const TIME_ZONE = 'Europe/Madrid';
export const TRUNCATE_AT = 200;
export const TRUNCATION_MARK = '[...]';
export const PAGINATION_BUTTONS = 5;

// es-ES leaves four-digit amounts ungrouped by default ("1234,56 €"); the product shows "1.234,56 €".
const euros = new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR', useGrouping: 'always' });
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const counts = new Intl.NumberFormat('es-ES', { useGrouping: 'always' });

/** A count of results grouped like the amounts: "1.234". */
export function formatCount(n: number): string {
  return counts.format(n);
}

/** "1.234,56 €" (the space before € is a non-breaking one, so the symbol never wraps alone). */
export function formatEuros(amount: number): string {
  return euros.format(amount);
}

/** An amount as the API sends it (a decimal string) in euros; '' when missing or unreadable. */
export function formatAmount(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const n = Number(value);
  return Number.isFinite(n) ? formatEuros(n) : '';
}

const percents = new Intl.NumberFormat('es-ES', { style: 'percent', maximumFractionDigits: 1 });

/** A fraction as a percentage with at most one decimal: 0.1234 → "12,3 %". */
export function formatPercent(fraction: number): string {
  return percents.format(fraction);
}

/** Invoice amounts come in cents; euros use the Spanish locale, dollars the US one. */
export function formatInvoiceAmount(cents: number, currency: 'eur' | 'dollar'): string {
  return (currency === 'eur' ? euros : dollars).format(cents / 100);
}

type DateInput = Date | string | number | null | undefined;

const madridParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

// A calendar date ("2024-05-03") names a day, not an instant: it must not shift with the time zone.
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function partsInMadrid(value: Date | string | number) {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return undefined;
  const parts: Record<string, string> = {};
  for (const part of madridParts.formatToParts(date)) parts[part.type] = part.value;
  return parts as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string>;
}

/** DD/MM/YYYY in Madrid time; '' for a missing or unreadable value. */
export function formatDate(value: DateInput): string {
  if (value === null || value === undefined || value === '') return '';
  const calendar = typeof value === 'string' ? CALENDAR_DATE.exec(value) : null;
  if (calendar) return `${calendar[3]}/${calendar[2]}/${calendar[1]}`;
  const p = partsInMadrid(value);
  return p ? `${p.day}/${p.month}/${p.year}` : '';
}

/** HH:mm:ss DD/MM/YYYY in Madrid time (submission deadlines); '' for a missing or unreadable value. */
export function formatDateTime(value: DateInput): string {
  if (value === null || value === undefined || value === '') return '';
  const p = partsInMadrid(value);
  return p ? `${p.hour}:${p.minute}:${p.second} ${p.day}/${p.month}/${p.year}` : '';
}

/** DD/MM/YYYY HH:mm in Madrid time (events such as a job's failure); '' for a missing or unreadable value. */
export function formatDateMinutes(value: DateInput): string {
  if (value === null || value === undefined || value === '') return '';
  const p = partsInMadrid(value);
  return p ? `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}` : '';
}

/**
 * What a reader in Spain sees, as a UTC Date: a calendar date ("2024-05-03") at 00:00, an instant
 * at its Madrid wall-clock time. Spreadsheet cells have no time zone, so this is what they must
 * hold. Undefined for a missing or unreadable value.
 */
export function madridWallClock(value: DateInput): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const calendar = typeof value === 'string' ? CALENDAR_DATE.exec(value) : null;
  if (calendar) return new Date(Date.UTC(Number(calendar[1]), Number(calendar[2]) - 1, Number(calendar[3])));
  const p = partsInMadrid(value);
  if (!p) return undefined;
  const [year, month, day, hour, minute, second] = [p.year, p.month, p.day, p.hour, p.minute, p.second].map(
    Number,
  );
  return new Date(Date.UTC(year!, month! - 1, day!, hour, minute, second));
}

/** Cuts long texts (tender summaries) at 200 characters and marks the cut with "[...]". */
export function truncate(text: string, max = TRUNCATE_AT): string {
  if (text.length <= max) return text;
  return `${text.slice(0, max).trimEnd()} ${TRUNCATION_MARK}`;
}

/**
 * The page numbers the pagination control shows: 5 buttons, starting at page 1 while the
 * current page is below 5, else at the current page minus 2; never past the last page.
 */
export function paginationWindow(currentPage: number, totalPages: number): number[] {
  const first = currentPage < PAGINATION_BUTTONS ? 1 : currentPage - 2;
  const last = Math.min(first + PAGINATION_BUTTONS - 1, totalPages);
  const pages: number[] = [];
  for (let page = first; page <= last; page++) pages.push(page);
  return pages;
}
