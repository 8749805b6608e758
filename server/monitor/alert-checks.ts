import { sql } from 'drizzle-orm';
import { pgArray } from '../db/rows';
import type { Executor } from './insert-notifications';

/** An alert whose search could not be run in a batch: skipped there, flagged for its owner. */
export interface AlertCheckFailure {
  alertId: number;
  /** What went wrong, for the job monitor (the owner is only told to review the filters). */
  error: string;
}

/** The database's own message (Drizzle wraps it in "Failed query: …" with the whole statement). */
export function errorText(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return (cause instanceof Error ? cause.message : String(cause)).slice(0, 1000);
}

/**
 * Keeps the outcome of each alert's check on the alert: a failure flags it (its owner sees it in
 * the alerts table, admins in the job monitor); a later successful check clears the flag.
 * Written in the batch's transaction, so it commits with the notifications it explains.
 */
export async function recordAlertChecks(
  tx: Executor,
  checkedIds: number[],
  failures: AlertCheckFailure[],
): Promise<void> {
  const failed = new Set(failures.map((f) => f.alertId));
  const succeeded = checkedIds.filter((id) => !failed.has(id));
  if (succeeded.length)
    await tx.execute(sql`update alerts set check_failed_at = null, check_error = null
      where check_failed_at is not null and id = any(${pgArray(succeeded)}::int[])`);
  for (const failure of failures)
    await tx.execute(sql`update alerts set check_failed_at = now(), check_error = ${failure.error}
      where id = ${failure.alertId}`);
}
