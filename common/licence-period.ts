import { addMonths, madridToday, parseCalendarDate, toCalendarDate } from './calendar';
import type { BillingFrequency } from './pricing';

const MONTHS: Record<BillingFrequency, number> = { monthly: 1, yearly: 12 };

/**
 * The last day a manual (invoiced) subscription started on `startDay` (YYYY-MM-DD, Madrid) is
 * valid: one month or one year on, the month's last day when it has no such day.
 */
export function manualPeriodEnd(frequency: BillingFrequency, startDay: string = madridToday()): string {
  const start = parseCalendarDate(startDay);
  if (!start) throw new RangeError(`Not a calendar date: ${startDay}`);
  return toCalendarDate(addMonths(start, MONTHS[frequency]));
}
