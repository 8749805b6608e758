import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../db/client';
import { importRuns } from '../../db/schema';
import { ABANDONED_AFTER_MS } from './import-runs';
import { importSource } from './import-source';

/**
 * Finishes the imports whose process died (killed, crashed, lost its database) before their last
 * page: each is taken by moving its heartbeat (so two syncs never take the same run) and imported
 * again after its last stored page. Storing is idempotent, so a page stored just before the kill
 * but not yet recorded adds nothing the second time. One that cannot be finished keeps its error
 * and is tried again at the next sync.
 */
export async function resumeAbandonedImports(db: Db, log: Logger, now = new Date()): Promise<number> {
  const stale = lt(importRuns.heartbeatAt, new Date(now.getTime() - ABANDONED_AFTER_MS));
  const abandoned = await db
    .select()
    .from(importRuns)
    .where(and(isNull(importRuns.finishedAt), stale))
    .orderBy(importRuns.id);
  let finished = 0;
  for (const run of abandoned) {
    const [taken] = await db
      .update(importRuns)
      .set({ heartbeatAt: sql`now()` })
      .where(and(eq(importRuns.id, run.id), stale))
      .returning({ id: importRuns.id });
    if (!taken) continue;
    try {
      const summary = await importSource(db, run.target, {
        ...(run.feed ? { feed: run.feed } : {}),
        resume: { runId: run.id, after: run.lastPage },
      });
      log.info(
        { importRun: run.id, target: run.target, ...summary },
        'unfinished import finished by the sync',
      );
      finished++;
    } catch (err) {
      log.warn({ err, importRun: run.id, target: run.target }, 'unfinished import could not be finished');
    }
  }
  return finished;
}
