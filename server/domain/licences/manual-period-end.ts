import { madridLocalToUtc } from '../../../common/calendar';

/**
 * A manual subscription is valid through its last day ('Válida hasta'), so it ends at that
 * day's last moment in Madrid: the nightly expiry job (00:05 Madrid) expires it the next day,
 * and the date shown back is the day the admin chose.
 */
export function endOfMadridDay(day: string): Date {
  const instant = madridLocalToUtc(day, '23:59:59.999');
  if (!instant) throw new RangeError(`Not a calendar date: ${day}`);
  return new Date(instant);
}
