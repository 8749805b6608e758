import { eq } from 'drizzle-orm';
import { madridToday } from '../../../common/calendar';
import { feedState } from '../../db/schema';
import { addResult, type BoeDeps, type BoeImportResult, emptyResult, syncBoeDay } from './import-boe';

/** After an outage the sync catches up at most this many days (older ones: npm run import:boe). */
export const MAX_CATCH_UP_DAYS = 10;

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export interface BoeSyncResult extends BoeImportResult {
  days: string[];
}

/**
 * The daily sync: every day from the one after the last imported (today on a first run) up to
 * today, each summary and its items in the configured sections. The state row `boe` of feed_state
 * (shown with the PLACSP feeds) records the last day imported, the last success and the last
 * error; a failure (the BOE unreachable or answering errors) is recorded and thrown, so the job
 * fails visibly and pg-boss retries it — the days already imported stay imported.
 */
export async function syncBoe(deps: BoeDeps, now = new Date()): Promise<BoeSyncResult> {
  const today = madridToday(now);
  const [state] = await deps.db.select().from(feedState).where(eq(feedState.feed, 'boe'));
  const last = state?.lastUpdated?.toISOString().slice(0, 10);
  let day = last && last < today ? addDays(last, 1) : today;
  if (addDays(day, MAX_CATCH_UP_DAYS - 1) < today) day = addDays(today, -(MAX_CATCH_UP_DAYS - 1));
  const result: BoeSyncResult = { ...emptyResult(), days: [] };
  try {
    for (; day <= today; day = addDays(day, 1)) {
      const imported = await syncBoeDay(deps, day);
      addResult(result, imported);
      result.days.push(day);
      // Today without a summary may only be too early: asked again next run.
      if (day < today || imported.issues.length)
        await saveState(deps, { lastUpdated: new Date(`${day}T00:00:00Z`) });
    }
    await saveState(deps, { lastSuccessAt: new Date(), lastError: null, lastRun: result });
    return result;
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    await saveState(deps, { lastErrorAt: new Date(), lastError: message.slice(0, 1000) });
    throw err;
  }
}

async function saveState(deps: BoeDeps, values: Partial<typeof feedState.$inferInsert>) {
  await deps.db
    .insert(feedState)
    .values({ feed: 'boe', ...values })
    .onConflictDoUpdate({ target: feedState.feed, set: values });
}
