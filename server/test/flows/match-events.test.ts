import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES, typesOf } from '../../../common/notifications/notification-types';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/rows';
import { parties, projects } from '../../db/schema';
import { searchTenders } from '../../domain/tenders/search-tenders';
import { importSource } from '../../ingest/import/import-source';
import { matchPendingEvents } from '../../monitor/match-events';
import { createTestDatabase } from '../database';
import { createUser } from '../factories';
import { createAlertRow, createPartyFollowRow, createTenderFollowRow } from '../monitoring-factories';
import { ENTRY_643, editedPage, newTenderFrom, PLACSP, recentlyUpdated } from '../placsp-pages';
import { hasSharedData } from '../shared-data';

const withData = describe.skipIf(!hasSharedData('placsp'));

const PAGE = 'placsp-atom-licitaciones.xml';
const LENA = `${ENTRY_643}19732184`; // forest fire prevention works of Lena (Asturias), resolved, 2 lots
const RTVE = `${ENTRY_643}19900639`; // RTVE metadata service, under evaluation
const LENA_UPDATED = '<updated>2026-08-10T17:34:38.955+02:00</updated>';
const recently = recentlyUpdated;
/** A new tender: a real entry of the page under another id (and folder), updated as given. */
const copyOf = (entryId: string, number: string, updated: string, folder: [string, string]) =>
  newTenderFrom(PAGE, entryId, number, folder, updated);

interface NotificationRow {
  id: number;
  user_id: number;
  noticeable_type: string;
  entry_id: string | null;
  party_key: string | null;
  notification_types: string[];
  data: Record<string, unknown>;
  mailing_frequency: string;
  dedupe_key: string;
  alerts: string[];
}

withData('monitor.match on the real PLACSP pages', () => {
  let database: Database;
  const users: Record<string, number> = {};
  const alerts: Record<string, number> = {};

  const notificationsOf = (userId: number) =>
    queryRows<NotificationRow>(
      database.db,
      sql`select n.id, n.user_id, n.noticeable_type, p.entry_id, w.key as party_key, n.notification_types,
            n.data, n.mailing_frequency, n.dedupe_key,
            array(select a.name from alerts a where a.id = any(n.alert_ids) order by a.name) as alerts
          from notifications n left join projects p on p.id = n.project_id left join parties w on w.id = n.party_id
          where n.user_id = ${userId} order by n.id`,
    );
  const fingerprint = async () =>
    (
      await queryRows<{ notifications: number; links: number; pending: number }>(
        database.db,
        sql`select (select count(*)::int from notifications) as notifications,
              (select coalesce(sum(cardinality(alert_ids)), 0)::int from notifications) as links,
              (select count(*)::int from ingest_events where processed_at is null) as pending`,
      )
    )[0]!;
  const projectId = async (entryId: string) =>
    (await database.db.select().from(projects).where(eq(projects.entryId, entryId)))[0]!.id;
  const partyId = async (key: string) =>
    (await database.db.select().from(parties).where(eq(parties.key, key)))[0]!.id;

  /** The newer versions a live sync would bring: a changed and a deleted followed tender, new ones. */
  const liveSyncPage = () =>
    editedPage(PAGE, {
      entries: {
        [LENA]: [
          [LENA_UPDATED, recently()],
          [
            '<cbc:TotalAmount currencyID="EUR">92284.76</cbc:TotalAmount>',
            '<cbc:TotalAmount currencyID="EUR">95000.5</cbc:TotalAmount>',
          ],
        ],
      },
      // The page's real tombstone, now deleting the RTVE tender.
      feed: [
        [
          `ref="${ENTRY_643}20276100" when="2026-08-10T18:24:23.783+02:00"`,
          `ref="${RTVE}" when="${new Date().toISOString()}"`,
        ],
      ],
      added: [
        copyOf(LENA, '99000001', recently(), ['CON/2026/6', 'CON/2026/61']),
        // A tender the feed last touched in August: history, even though it is new here.
        copyOf(LENA, '99000002', LENA_UPDATED, ['CON/2026/6', 'CON/2026/62']),
        copyOf(RTVE, '99000004', recently(), ['', '']),
      ],
    });

  beforeAll(async () => {
    database = await createTestDatabase();
    const db = database.db;
    for (const name of ['ana', 'bea', 'carlos', 'dana', 'eva']) users[name] = (await createUser(db)).id;
    const alert = async (user: string, name: string, fields: Parameters<typeof createAlertRow>[2]) => {
      alerts[name] = (await createAlertRow(db, users[user]!, { name, ...fields })).id;
    };
    await alert('ana', 'Incendios', { searchTerms: 'incendios', filters: { sources: ['placsp'] } });
    await alert('ana', 'Limpieza forestal (CPV)', {
      searchTerms: '',
      filters: { cpv_codes: ['77000000'] },
      mailingFrequency: 'weekly',
    });
    await alert('ana', 'Transporte', { searchTerms: 'transporte', filters: {} });
    await alert('bea', 'Incendios regionales', {
      searchTerms: 'incendios',
      filters: { sources: ['regional'] },
    });
    await alert('bea', 'Forestales', { searchTerms: 'forestales', filters: {}, mailingFrequency: 'weekly' });
    await alert('bea', 'Prevención sin correo', {
      searchTerms: 'infraestructuras preventivas',
      filters: { location: { regions: ['ES12'] } },
      sendEmail: false,
    });
    await alert('bea', 'Lena cerradas', { searchTerms: 'incendios', filters: { status: ['PUB'] } });
  });
  afterAll(() => database.close());

  it('notifies nobody of a history import, though the alerts match its tenders', async () => {
    const summary = await importSource(database.db, PLACSP);
    expect(summary.new).toBe(1298);
    const found = await searchTenders(database.db, {
      searchTerms: 'incendios',
      filters: { sources: ['placsp'] },
      page: 1,
      pageSize: 25,
      sortField: 'publication_date',
      sortOrder: 'desc',
    });
    expect(found.results.map((r) => r.title)).toContain(
      'Ejecución de infraestructuras preventivas contra incendios forestales. 2 Lotes.',
    );

    const totals = await matchPendingEvents(database.db, { batchSize: 500 });
    expect(totals.events).toBeGreaterThan(1298); // every new tender, plus the awards among them
    expect(totals.batches).toBe(Math.ceil(totals.events / 500));
    expect(totals.notifications).toBe(0);
    expect(await fingerprint()).toEqual({ notifications: 0, links: 0, pending: 0 });
  });

  it('turns a live sync into the notifications of each user, once', async () => {
    const db = database.db;
    const lena = await projectId(LENA);
    const lenaBody = await partyId('NIF:P3303300B');
    const idinat = await partyId('NIF:B74408725');
    // Followed before the newer versions arrive…
    await createTenderFollowRow(db, users.carlos!, lena);
    await createPartyFollowRow(db, users.carlos!, lenaBody, { mailingFrequency: 'weekly' });
    await createPartyFollowRow(db, users.carlos!, idinat);
    await createTenderFollowRow(db, users.dana!, await projectId(RTVE), { mailingFrequency: 'no_email' });

    const page = liveSyncPage();
    expect(await importSource(db, page)).toMatchObject({ new: 3, changed: 1, deleted: 1 });
    // …and after: a follow or an alert hears only of what arrived later.
    await createTenderFollowRow(db, users.eva!, lena);
    await createPartyFollowRow(db, users.eva!, idinat);
    await createAlertRow(db, users.eva!, { name: 'Tarde', searchTerms: 'incendios', filters: {} });

    const totals = await matchPendingEvents(db);
    expect(totals).toMatchObject({ events: 7, batches: 1, failedAlerts: [] });

    const ana = await notificationsOf(users.ana!);
    expect(ana).toEqual([
      expect.objectContaining({
        noticeable_type: 'Procurement::Project',
        entry_id: `${ENTRY_643}99000001`,
        notification_types: ['alert'],
        data: {},
        mailing_frequency: 'daily',
        dedupe_key: `alert:${await projectId(`${ENTRY_643}99000001`)}`,
        alerts: ['Incendios', 'Limpieza forestal (CPV)'],
      }),
    ]);
    // Weekly plus one that sends no e-mail: the weekly digest. A PUB-only alert does not match a
    // resolved tender, nor does a regional one a PLACSP tender.
    const bea = await notificationsOf(users.bea!);
    expect(bea).toEqual([
      expect.objectContaining({
        entry_id: `${ENTRY_643}99000001`,
        notification_types: ['alert'],
        mailing_frequency: 'weekly',
        alerts: ['Forestales', 'Prevención sin correo'],
      }),
    ]);

    const carlos = await notificationsOf(users.carlos!);
    expect(carlos).toEqual([
      expect.objectContaining({
        noticeable_type: 'Procurement::Party',
        entry_id: `${ENTRY_643}99000001`,
        party_key: 'NIF:P3303300B',
        notification_types: ['procurement_party_procurement_project_subscription'],
        data: { role: 'contracting_party' },
        mailing_frequency: 'weekly',
        alerts: [],
      }),
      expect.objectContaining({
        noticeable_type: 'Procurement::Project',
        entry_id: LENA,
        notification_types: ['procurement_project_subscription'],
        data: {
          version_id: expect.any(Number),
          changes: { total_amount: { from: '92284.76', to: '95000.5' } },
          lot_changes: [],
          documents: [],
        },
        mailing_frequency: 'daily',
      }),
      expect.objectContaining({
        noticeable_type: 'Procurement::Party',
        entry_id: `${ENTRY_643}99000001`,
        party_key: 'NIF:B74408725',
        notification_types: ['procurement_party_procurement_project_subscription'],
        data: { role: 'awardee', awards: [{ lot_id: '1', amount: 60728.36, award_date: '2026-07-29' }] },
        mailing_frequency: 'daily',
      }),
    ]);
    expect(carlos[1]!.dedupe_key).toBe(`change:${(carlos[1]!.data as { version_id: number }).version_id}`);

    const dana = await notificationsOf(users.dana!);
    expect(dana).toEqual([
      expect.objectContaining({
        entry_id: RTVE,
        notification_types: ['procurement_project_subscription'],
        data: expect.objectContaining({ changes: { deleted: { from: null, to: 'ANULADA' } } }),
        mailing_frequency: 'no_email',
      }),
    ]);
    expect(await notificationsOf(users.eva!)).toEqual([]);
    expect(totals.notifications).toBe(ana.length + bea.length + carlos.length + dana.length);

    // No notification ever lists another user's alert.
    const foreign = await queryRows(
      db,
      sql`select 1 from notifications n join alerts a on a.id = any(n.alert_ids) where a.user_id <> n.user_id`,
    );
    expect(foreign).toEqual([]);

    // Running again, and importing the same page again, create nothing.
    const before = await fingerprint();
    expect(await matchPendingEvents(db)).toMatchObject({ events: 0, notifications: 0 });
    expect(await importSource(db, page)).toMatchObject({ new: 0, changed: 0, deleted: 0 });
    expect(await matchPendingEvents(db)).toMatchObject({ events: 0, notifications: 0 });
    expect(await fingerprint()).toEqual(before);
  });

  it("writes each notification as its type's registry entry describes it: noticeable type and data", async () => {
    const rows = await queryRows<Pick<NotificationRow, 'noticeable_type' | 'notification_types' | 'data'>>(
      database.db,
      sql`select noticeable_type, notification_types, data from notifications`,
    );
    const kinds = new Set<string>();
    for (const row of rows) {
      const [type, ...others] = typesOf(row);
      expect(others).toEqual([]);
      expect(row.notification_types).toEqual([type]);
      const entry = NOTIFICATION_TYPES[type!];
      expect(row.noticeable_type).toBe(entry.noticeableType);
      expect(entry.data.safeParse(row.data).error).toBeUndefined();
      kinds.add(entry.kindOf(row.data));
    }
    expect([...kinds].sort()).toEqual([
      'alert',
      'awardee',
      'contracting_party',
      'procurement_project_subscription',
    ]);
  });
});

withData('monitor.match interrupted mid-batch', () => {
  it('loses nothing and doubles nothing once run again', async () => {
    const database = await createTestDatabase();
    const db = database.db;
    try {
      await importSource(db, `${PLACSP}/${PAGE}`);
      await matchPendingEvents(db);
      const user = await createUser(db);
      await createAlertRow(db, user.id, { name: 'Incendios', searchTerms: 'incendios', filters: {} });
      await createPartyFollowRow(
        db,
        user.id,
        (await db.select().from(parties).where(eq(parties.key, 'NIF:B74408725')))[0]!.id,
      );
      await importSource(
        db,
        editedPage(
          PAGE,
          { added: [copyOf(LENA, '99000001', recently(), ['CON/2026/6', 'CON/2026/61'])] },
          'crash.xml',
        ),
      );
      // The batch dies after its notifications are written, as a killed worker would.
      await db.execute(
        sql`create function die() returns trigger language plpgsql as $$ begin raise exception 'killed'; end $$`,
      );
      await db.execute(
        sql`create trigger die before update on ingest_events for each row execute function die()`,
      );
      await expect(matchPendingEvents(db)).rejects.toThrow();
      const [after] = await queryRows<{ n: number; pending: number }>(
        db,
        sql`select (select count(*)::int from notifications) as n,
              (select count(*)::int from ingest_events where processed_at is null) as pending`,
      );
      expect(after).toEqual({ n: 0, pending: 2 });

      await db.execute(sql`drop trigger die on ingest_events`);
      expect(await matchPendingEvents(db)).toMatchObject({ events: 2, notifications: 2 });
      expect(await matchPendingEvents(db)).toMatchObject({ events: 0, notifications: 0 });
      const rows = await queryRows<{ types: string[]; alerts: number }>(
        db,
        sql`select notification_types as types, cardinality(alert_ids) as alerts
            from notifications n where user_id = ${user.id} order by id`,
      );
      expect(rows).toEqual([
        { types: ['alert'], alerts: 1 },
        { types: ['procurement_party_procurement_project_subscription'], alerts: 0 },
      ]);
    } finally {
      await database.close();
    }
  });
});
