import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/rows';
import { alerts } from '../../db/schema';
import { listFailingAlerts } from '../../domain/admin/failing-alerts';
import { getAlert } from '../../domain/alerts/get-alert';
import { updateAlert } from '../../domain/alerts/update-alert';
import { importSource } from '../../ingest/import/import-source';
import { matchPendingEvents } from '../../monitor/match-events';
import { createTestDatabase } from '../database';
import { createUser } from '../factories';
import { createAlertRow } from '../monitoring-factories';
import { ENTRY_643, editedPage, newTenderFrom } from '../placsp-pages';
import { hasSharedData } from '../shared-data';

const withData = describe.skipIf(!hasSharedData('placsp'));

const PAGE = 'placsp-atom-licitaciones.xml';
const LENA = `${ENTRY_643}19732184`; // forest fire prevention works of Lena (Asturias)
/** A date PostgreSQL cannot hold: the alert's search fails in the database (error 22008). */
const POISON = { date: { from: '0000-01-01' } };

/** The real page plus new tenders like Lena's, as a live sync would bring them. */
const pageWithNewTenders = (numbers: string[], name: string) =>
  editedPage(
    PAGE,
    { added: numbers.map((n) => newTenderFrom(PAGE, LENA, n, ['CON/2026/6', `CON/2026/${n}`])) },
    name,
  );

withData('monitor.match with an alert whose search fails in the database', () => {
  let database: Database;
  const users: Record<string, number> = {};
  let poisoned: number;

  const notificationsByUser = async () =>
    Object.fromEntries(
      (
        await queryRows<{ user_id: number; n: number }>(
          database.db,
          sql`select user_id, count(*)::int as n from notifications group by user_id`,
        )
      ).map((r) => [r.user_id, r.n]),
    );

  beforeAll(async () => {
    database = await createTestDatabase();
    const db = database.db;
    for (const name of ['mallory', 'ana', 'bea', 'carlos', 'dana']) users[name] = (await createUser(db)).id;
    poisoned = (
      await createAlertRow(db, users.mallory!, {
        name: 'Incendios (rota)',
        searchTerms: 'incendios',
        filters: {},
      })
    ).id;
    // Stored as an older version would have, or by hand: validation on save cannot protect the matcher.
    await db.execute(
      sql`update alerts set filters = ${JSON.stringify(POISON)}::jsonb where id = ${poisoned}`,
    );
    await createAlertRow(db, users.mallory!, { name: 'Forestales', searchTerms: 'forestales', filters: {} });
    await createAlertRow(db, users.ana!, { name: 'Incendios', searchTerms: 'incendios', filters: {} });
    await createAlertRow(db, users.bea!, { name: 'Forestales', searchTerms: 'forestales', filters: {} });
    await createAlertRow(db, users.carlos!, { name: 'Prevención', searchTerms: 'preventivas' });
    await createAlertRow(db, users.dana!, {
      name: 'Lena',
      searchTerms: 'incendios',
      filters: { sources: ['placsp'] },
    });
  });
  afterAll(() => database.close());

  it('skips and flags only that alert: every other alert is matched and notified in the same run', async () => {
    const db = database.db;
    await importSource(db, pageWithNewTenders(['99100001', '99100002'], 'poisoned-1.xml'));

    const totals = await matchPendingEvents(db);

    // Two new tenders × five users (Mallory through her other alert): ten notifications, none lost.
    console.log(
      `poisoned-alert run: ${totals.notifications} notifications for 5 users, ${totals.events} events`,
    );
    expect(totals.notifications).toBe(10);
    expect(await notificationsByUser()).toEqual(
      Object.fromEntries(Object.values(users).map((id) => [id, 2])),
    );
    expect(totals.failedAlerts.map((f) => f.alertId)).toEqual([poisoned]);
    const [pending] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ingest_events where processed_at is null`,
    );
    expect(pending!.n).toBe(0);
    // No notification names the skipped alert.
    const naming = await queryRows(
      db,
      sql`select 1 from notifications where alert_ids @> array[${poisoned}::int]`,
    );
    expect(naming).toEqual([]);

    // The owner sees it flagged; admins see it, with the error, in the job monitor.
    const flagged = await getAlert(db, users.mallory!, poisoned);
    expect(flagged.check_failed_at).not.toBeNull();
    expect(
      (
        await getAlert(
          db,
          users.ana!,
          (
            await db.select().from(alerts).where(eq(alerts.userId, users.ana!))
          )[0]!.id,
        )
      ).check_failed_at,
    ).toBeNull();
    const failing = await listFailingAlerts(db);
    expect(failing).toEqual([
      expect.objectContaining({
        id: poisoned,
        user_id: users.mallory!,
        name: 'Incendios (rota)',
        error: expect.any(String),
      }),
    ]);
    expect(failing[0]!.error).not.toBe('');
  });

  it('clears the flag when the owner edits the alert, and matches it again', async () => {
    const db = database.db;
    const edited = await updateAlert(db, users.mallory!, poisoned, { filters: { sources: ['placsp'] } });
    expect(edited.check_failed_at).toBeNull();
    await importSource(db, pageWithNewTenders(['99100003'], 'poisoned-2.xml'));
    const totals = await matchPendingEvents(db);
    expect(totals.failedAlerts).toEqual([]);
    expect(totals.notifications).toBe(5);
    const answered = await queryRows(
      db,
      sql`select 1 from notifications where alert_ids @> array[${poisoned}::int]`,
    );
    expect(answered).toHaveLength(1);
  });

  it('clears the flag at the next successful check when the stored filters are repaired', async () => {
    const db = database.db;
    await db.execute(
      sql`update alerts set filters = ${JSON.stringify(POISON)}::jsonb where id = ${poisoned}`,
    );
    await importSource(db, pageWithNewTenders(['99100004'], 'poisoned-3.xml'));
    expect((await matchPendingEvents(db)).failedAlerts.map((f) => f.alertId)).toEqual([poisoned]);
    expect((await getAlert(db, users.mallory!, poisoned)).check_failed_at).not.toBeNull();

    await db.execute(sql`update alerts set filters = '{}'::jsonb where id = ${poisoned}`);
    await importSource(db, pageWithNewTenders(['99100005'], 'poisoned-4.xml'));
    expect((await matchPendingEvents(db)).failedAlerts).toEqual([]);
    expect((await getAlert(db, users.mallory!, poisoned)).check_failed_at).toBeNull();
    expect(await listFailingAlerts(db)).toEqual([]);
  });
});

withData('monitor.match when the database refuses a search that validation accepts', () => {
  it('isolates the failing searches in their savepoints: the others are notified in the same run', async () => {
    const database = await createTestDatabase();
    const db = database.db;
    try {
      const [mallory, ana, bea, carlos] = [
        await createUser(db),
        await createUser(db),
        await createUser(db),
        await createUser(db),
      ];
      // Valid by every rule; its words need the text search configuration the fault takes away.
      const worded = await createAlertRow(db, mallory!.id, {
        name: 'Con palabras',
        searchTerms: 'incendios',
      });
      // Alerts of filters only (stored by an older version: today's API asks for a word) read no words.
      await createAlertRow(db, ana!.id, {
        name: 'CPV',
        searchTerms: '',
        filters: { cpv_codes: ['77000000'] },
      });
      await createAlertRow(db, bea!.id, {
        name: 'Asturias',
        searchTerms: '',
        filters: { location: { regions: ['ES12'] } },
      });
      await createAlertRow(db, carlos!.id, {
        name: 'PLACSP',
        searchTerms: '',
        filters: { sources: ['placsp'] },
      });
      await importSource(db, pageWithNewTenders(['99200001', '99200002'], 'refused-1.xml'));

      // The fault, for real: the words' configuration is gone while the matcher runs.
      await db.execute(sql`alter text search configuration spanish_unaccent rename to spanish_unaccent_away`);
      const totals = await matchPendingEvents(db).finally(() =>
        db.execute(sql`alter text search configuration spanish_unaccent_away rename to spanish_unaccent`),
      );

      expect(totals.notifications).toBe(6);
      expect(totals.failedAlerts).toEqual([
        { alertId: worded.id, error: expect.stringContaining('spanish_unaccent') },
      ]);
      const counts = await queryRows<{ user_id: number; n: number }>(
        db,
        sql`select user_id, count(*)::int as n from notifications group by user_id order by user_id`,
      );
      expect(counts).toEqual([ana, bea, carlos].map((u) => ({ user_id: u!.id, n: 2 })));
      expect((await getAlert(db, mallory!.id, worded.id)).check_failed_at).not.toBeNull();

      // The configuration is back: the next run checks the alert again and clears its flag.
      await importSource(db, pageWithNewTenders(['99200003'], 'refused-2.xml'));
      expect(await matchPendingEvents(db)).toMatchObject({ notifications: 4, failedAlerts: [] });
      expect((await getAlert(db, mallory!.id, worded.id)).check_failed_at).toBeNull();
    } finally {
      await database.close();
    }
  });
});
