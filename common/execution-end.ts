import { addMonths, parseCalendarDate, toCalendarDate } from './calendar';
import { extensionMonths } from './contract-extension';

/**
 * When a contract's execution ends, stated once: the importer stores it with its basis, and
 * the follow clock, the reminders and the renewal radar read what it stored.
 */

/** What the end was read from: the stated end, or which start plus the stated duration. */
export const EXECUTION_END_BASES = [
  'planned_end',
  'planned_start_plus_duration',
  'formalisation_plus_duration',
  'award_plus_duration',
  'publication_plus_duration',
] as const;
export type ExecutionEndBasis = (typeof EXECUTION_END_BASES)[number];

/** The published facts the end is computed from (dates YYYY-MM-DD). */
export interface ExecutionPeriod {
  /** Publication date: the start of last resort (regional platforms publish no award dates). */
  date: string | null;
  /** DurationMeasure and its unit: DAY, WEE, MON or ANN. */
  planned_period: number | null;
  planned_period_unit: string | null;
  planned_start_date?: string | null;
  planned_end_date?: string | null;
  /** Earliest formalisation (contract signature) among the folder's results. */
  formalisation_date?: string | null;
  /** Earliest award date among the folder's results. */
  award_date?: string | null;
}

export interface ExecutionEnd {
  date: string;
  basis: ExecutionEndBasis;
}

const DAYS_PER_UNIT: Record<string, number> = { DAY: 1, WEE: 7, MON: 30, ANN: 365 };

const addDays = (date: Date, days: number) => new Date(date.getTime() + Math.round(days) * 86_400_000);

/** The start a duration counts from, most specific first, with the basis it gives. */
const STARTS: ['planned_start_date' | 'formalisation_date' | 'award_date' | 'date', ExecutionEndBasis][] = [
  ['planned_start_date', 'planned_start_plus_duration'],
  ['formalisation_date', 'formalisation_plus_duration'],
  ['award_date', 'award_plus_duration'],
  ['date', 'publication_plus_duration'],
];

/**
 * The last day of the execution period: PlannedPeriod/EndDate when published; else the start
 * (PlannedPeriod/StartDate, else the formalisation, else the award, else the publication date)
 * plus DurationMeasure in its unit. Fractions of a month or year count as days (30 and 365).
 * Null when neither an end nor a positive duration with a known unit and a start is stated.
 */
export function executionEnd(p: ExecutionPeriod): ExecutionEnd | null {
  const stated = parseCalendarDate(p.planned_end_date);
  if (stated) return { date: toCalendarDate(stated), basis: 'planned_end' };
  const unit = p.planned_period_unit ?? '';
  const period = p.planned_period;
  if (period === null || !(period > 0) || !(unit in DAYS_PER_UNIT)) return null;
  for (const [field, basis] of STARTS) {
    const start = parseCalendarDate(p[field]);
    if (start) return { date: toCalendarDate(plus(start, period, unit)), basis };
  }
  return null;
}

function plus(start: Date, period: number, unit: string): Date {
  if (unit === 'DAY' || unit === 'WEE') return addDays(start, period * DAYS_PER_UNIT[unit]!);
  const whole = Math.trunc(period);
  const months = unit === 'ANN' ? whole * 12 : whole;
  return addDays(addMonths(start, months), (period - whole) * DAYS_PER_UNIT[unit]!);
}

/** What a tender carries about its end (the API's field names; `projects` has a column for each). */
export interface ExecutionEndFields {
  execution_end: string | null;
  execution_end_basis: ExecutionEndBasis | null;
  /** cac:ContractExtension as published (mostly free text: 'Una prórroga'). */
  extension_text: string | null;
  /** The end including the extensions, when their text states a duration read reliably; else null. */
  execution_end_with_extensions: string | null;
}

export function executionEndFields(p: ExecutionPeriod, extensionText: string | null): ExecutionEndFields {
  const end = executionEnd(p);
  const months = extensionText === null ? null : extensionMonths(extensionText);
  return {
    execution_end: end?.date ?? null,
    execution_end_basis: end?.basis ?? null,
    extension_text: extensionText,
    execution_end_with_extensions:
      end && months !== null ? toCalendarDate(addMonths(parseCalendarDate(end.date)!, months)) : null,
  };
}

/** The contract's duration in months (DurationMeasure, else its start and end dates); null when not stated. */
export function durationInMonths(
  p: Pick<
    ExecutionPeriod,
    'planned_period' | 'planned_period_unit' | 'planned_start_date' | 'planned_end_date'
  >,
): number | null {
  const unit = p.planned_period_unit ?? '';
  if (p.planned_period != null && p.planned_period > 0 && unit in DAYS_PER_UNIT)
    return unit === 'ANN'
      ? p.planned_period * 12
      : unit === 'MON'
        ? p.planned_period
        : (p.planned_period * DAYS_PER_UNIT[unit]!) / 30;
  const start = parseCalendarDate(p.planned_start_date);
  const end = parseCalendarDate(p.planned_end_date);
  return start && end && end > start ? (end.getTime() - start.getTime()) / (30 * 86_400_000) : null;
}
