import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/rows';

/** Tenders queued per scheduler run: the daily budget, not this, limits the downloads. */
const BATCH = 200;

/**
 * Tenders whose documents are worth fetching, newest first: those someone follows, and open ones
 * an alert matched; only when they have links and something is due (never listed yet, a pending
 * document whose retry time has come, or a copy unchecked for a day).
 */
export async function tendersToFetch(db: Db, now: Date): Promise<number[]> {
  const dayAgo = new Date(now.getTime() - 24 * 3600_000);
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select p.id from projects p
        where p.deleted_at is null
          and p.data->'documents' is not null
          and (exists (select 1 from project_subscriptions s where s.project_id = p.id)
               or (p.status = 'PUB'
                   and exists (select 1 from notifications n
                               where n.project_id = p.id and cardinality(n.alert_ids) > 0)))
          and (not exists (select 1 from tender_documents d where d.project_id = p.id)
               or exists (select 1 from tender_documents d
                          where d.project_id = p.id and d.requested_at is null
                            and ((d.status = 'pending' and (d.next_attempt_at is null or d.next_attempt_at <= ${now}))
                                 or (d.status in ('ok', 'no_text') and d.fetched_at <= ${dayAgo}))))
        order by p.source_updated_at desc, p.id desc
        limit ${BATCH}`,
  );
  return rows.map((r) => r.id);
}
