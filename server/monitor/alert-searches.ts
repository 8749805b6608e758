import { type SQL, sql } from 'drizzle-orm';
import { type ProcurementFilters, procurementFiltersSchema } from '../../common/api/procurement-search';
import { queryRows } from '../db/rows';
import { inSavepoint } from '../db/savepoint';
import type { EligibilityProfile } from '../search/eligibility-facts';
import { userEligibility } from '../search/user-eligibility';
import { type AlertCheckFailure, errorText } from './alert-checks';
import type { Executor } from './insert-notifications';

/** Distinct alert searches per statement: enough to save round trips, few enough to plan quickly. */
const SEARCHES_PER_STATEMENT = 200;

/** Alerts that search the same words with the same filters (and window): matched once for all of them. */
export interface AlertSearch {
  searchTerms: string;
  filters: ProcurementFilters;
  /** A renewal alert's window in months; null for a tender alert. */
  monthsAhead: number | null;
  /** The owner's company profile, read at matching time, when the alert asks 'Solo las que cumplo'. */
  eligibility?: EligibilityProfile;
  alertIds: number[];
}

/**
 * The alerts `which` selects (a condition on `alerts`), grouped into distinct searches. Stored
 * filters that no longer validate cost only their alert: it is reported, not searched.
 */
export async function alertSearches(
  tx: Executor,
  which: SQL,
  now: Date = new Date(),
): Promise<{ searches: AlertSearch[]; invalid: AlertCheckFailure[]; checkedIds: number[] }> {
  const rows = await queryRows<{
    id: number;
    search_terms: string;
    filters: unknown;
    months_ahead: number | null;
    user_id: number;
  }>(tx, sql`select id, search_terms, filters, months_ahead, user_id from alerts where ${which} order by id`);
  const searches = new Map<string, AlertSearch>();
  const profiles = new Map<number, EligibilityProfile>();
  const profileOf = async (userId: number) => {
    const known = profiles.get(userId);
    if (known) return known;
    const { profile } = await userEligibility(tx, userId, now);
    profiles.set(userId, profile);
    return profile;
  };
  const invalid: AlertCheckFailure[] = [];
  for (const row of rows) {
    const filters = procurementFiltersSchema.safeParse(row.filters);
    if (!filters.success) {
      const issues = filters.error.issues.map((i) => `${i.path.join('.') || 'filters'}: ${i.message}`);
      invalid.push({ alertId: row.id, error: `Filtros guardados no válidos — ${issues.join('; ')}` });
      continue;
    }
    const eligibility = filters.data.eligibility ? await profileOf(row.user_id) : undefined;
    const key = JSON.stringify([row.search_terms, filters.data, row.months_ahead, eligibility]);
    const search = searches.get(key);
    if (search) search.alertIds.push(row.id);
    else
      searches.set(key, {
        searchTerms: row.search_terms,
        filters: filters.data,
        monthsAhead: row.months_ahead,
        eligibility,
        alertIds: [row.id],
      });
  }
  return { searches: [...searches.values()], invalid, checkedIds: rows.map((r) => r.id) };
}

/**
 * Runs the searches, many per statement (`insertMatches` writes one chunk's matches). A search
 * the database refuses (a date it cannot hold, a planner error, a timeout) must not cost every
 * other user their notifications: its statement is undone alone and its searches run one by one,
 * so only the failing one is skipped (and reported).
 */
export async function runSearches(
  tx: Executor,
  searches: AlertSearch[],
  insertMatches: (chunk: AlertSearch[]) => Promise<unknown>,
): Promise<AlertCheckFailure[]> {
  const failures: AlertCheckFailure[] = [];
  for (let i = 0; i < searches.length; i += SEARCHES_PER_STATEMENT) {
    const chunk = searches.slice(i, i + SEARCHES_PER_STATEMENT);
    if ((await inSavepoint(tx, () => insertMatches(chunk))).ok) continue;
    for (const search of chunk) {
      const alone = await inSavepoint(tx, () => insertMatches([search]));
      if (!alone.ok)
        failures.push(...search.alertIds.map((alertId) => ({ alertId, error: errorText(alone.error) })));
    }
  }
  return failures;
}
