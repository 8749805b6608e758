import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { queryRows } from '../db/rows';
import { projectSubscriptions, projects } from '../db/schema';
import { importSource } from '../ingest/import/import-source';
import { createTestDatabase } from '../test/database';
import { createUser } from '../test/factories';
import { createTenderFollowRow } from '../test/monitoring-factories';
import { ENTRY_643, PLACSP } from '../test/placsp-pages';
import { hasSharedData } from '../test/shared-data';
import { createTender } from '../test/tender-factories';
import { createDueReminders } from './create-reminders';

const withData = describe.skipIf(!hasSharedData('placsp'));

withData('follow.reminders on real tenders', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    await importSource(database.db, `${PLACSP}/placsp-atom-licitaciones.xml`);
  });
  afterAll(() => database.close());

  const projectId = async (n: string) =>
    (
      await database.db
        .select()
        .from(projects)
        .where(eq(projects.entryId, `${ENTRY_643}${n}`))
    )[0]!.id;
  const remindersOf = (userId: number) =>
    queryRows<{ project_id: number; data: unknown; mailing_frequency: string; dedupe_key: string }>(
      database.db,
      sql`select project_id, data, mailing_frequency, dedupe_key from notifications
          where user_id = ${userId} and notification_types = array['reminder'] order by id`,
    );

  it('reminds on its day (Madrid), once, with the end of the execution period', async () => {
    const db = database.db;
    const lena = await projectId('19732184'); // execution stated to end 2026-09-30
    const transport = await projectId('13549501');
    const ana = await createUser(db);
    const bea = await createUser(db);
    // 07:00 Madrid (CEST) on 31 March 2026, and on 1 April.
    const today = await createTenderFollowRow(db, ana.id, lena, {
      mailingFrequency: 'weekly',
      reminderAt: new Date('2026-03-31T05:00:00Z'),
    });
    await createTenderFollowRow(db, ana.id, transport, { reminderAt: new Date('2026-04-01T05:00:00Z') });
    await createTenderFollowRow(db, bea.id, transport);

    // 06:30 Madrid on 31 March: the morning run, before the 07:00 digest.
    expect(await createDueReminders(db, new Date('2026-03-31T04:30:00Z'))).toBe(1);
    expect(await remindersOf(ana.id)).toEqual([
      {
        project_id: lena,
        data: { execution_end: '2026-09-30' },
        mailing_frequency: 'weekly',
        dedupe_key: `reminder:${today.id}`,
      },
    ]);
    const [sent] = await db.select().from(projectSubscriptions).where(eq(projectSubscriptions.id, today.id));
    expect(sent!.reminderSentAt?.toISOString()).toBe('2026-03-31T04:30:00.000Z');

    expect(await createDueReminders(db, new Date('2026-03-31T20:00:00Z'))).toBe(0);
    // The next morning the other one is due; the first is never sent twice.
    expect(await createDueReminders(db, new Date('2026-04-01T04:30:00Z'))).toBe(1);
    expect((await remindersOf(ana.id)).map((r) => r.project_id)).toEqual([lena, transport]);
    // Its end as the importer stored it: formalised 2024-03-25, plus its 2 years.
    expect((await remindersOf(ana.id))[1]!.data).toEqual({ execution_end: '2026-03-25' });
    expect(await remindersOf(bea.id)).toEqual([]);
  });

  it("counts whole months from the reminder's day when the tender no longer states its end", async () => {
    const db = database.db;
    const unstated = await createTender(db, { status: 'RES' });
    const user = await createUser(db);
    // 07:00 Madrid (CEST) on 30 August 2026: six months on is the last day of February.
    await createTenderFollowRow(db, user.id, unstated.id, { reminderAt: new Date('2026-08-30T05:00:00Z') });

    expect(await createDueReminders(db, new Date('2026-08-30T04:30:00Z'))).toBe(1);
    expect((await remindersOf(user.id))[0]!.data).toEqual({ execution_end: '2027-02-28' });
  });
});
