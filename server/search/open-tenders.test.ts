import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { queryRows } from '../db/rows';
import { createTestDatabase } from '../test/database';
import { createTender } from '../test/tender-factories';
import { openAsOf } from './tender-filters';

// A fixed instant: the tenders' deadlines are placed around it.
const NOW = new Date('2026-03-10T11:00:00Z');

let database: Database;
const ids: Record<string, number> = {};

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  ids.open = (await createTender(db, { submissionDeadline: new Date('2026-03-10T11:00:01Z') })).id;
  ids.undated = (await createTender(db, { submissionDeadline: null })).id;
  ids.closed = (await createTender(db, { submissionDeadline: new Date('2026-03-10T11:00:00Z') })).id;
  ids.awarded = (
    await createTender(db, { status: 'ADJ', submissionDeadline: new Date('2026-04-01T00:00:00Z') })
  ).id;
  ids.deleted = (
    await createTender(db, { submissionDeadline: new Date('2026-04-01T00:00:00Z'), deletedAt: NOW })
  ).id;
});

afterAll(async () => {
  await database.close();
});

describe('open tenders', () => {
  it('are the PUB ones whose deadline is later than now, or that have none', async () => {
    const rows = await queryRows<{ id: number }>(
      database.db,
      sql`select p.id from projects p where p.deleted_at is null and ${openAsOf(NOW)} order by p.id`,
    );
    expect(rows.map((r) => r.id)).toEqual([ids.open, ids.undated]);
  });

  it('are one range of the open-tenders index, not a filter over every PUB tender', async () => {
    // Few rows: the planner would read the table; it must still be able to range over the index.
    // Set in the transaction, so the EXPLAIN runs on the connection that has it.
    const plan = await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return queryRows<{ 'QUERY PLAN': string }>(
        tx,
        sql`explain select p.id from projects p where p.deleted_at is null and ${openAsOf(NOW)}`,
      );
    });
    const text = plan.map((line) => line['QUERY PLAN']).join('\n');
    expect(text).toContain('projects_open_until_idx');
    expect(text).toMatch(
      /Index Cond: \(COALESCE\(submission_deadline, 'infinity'::timestamp with time zone\) > /,
    );
  });
});
