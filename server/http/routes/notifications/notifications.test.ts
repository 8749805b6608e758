import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorResponse } from '../../../../common/api/errors';
import type {
  Notification,
  NotificationInboxResponse,
  UpdateNotificationBatchesResponse,
} from '../../../../common/api/notifications';
import type { TenderChangeData } from '../../../../common/notifications/notification-types';
import { createTestApp, type TestApp } from '../../../test/app';
import { testHttp } from '../../../test/http';
import { createAlertRow, createNotificationRow } from '../../../test/monitoring-factories';
import { createParty, createTender } from '../../../test/tender-factories';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { call, newUser } = testHttp(() => t);

const day = (d: number) => new Date(Date.UTC(2026, 4, d, 8));

describe('GET /v1/notifications', () => {
  it('lists the unprocessed notifications, newest first, with the tender, alerts and changes', async () => {
    const { id: userId, headers } = await newUser();
    const db = t.database.db;
    const alert = await createAlertRow(db, userId, { name: 'Limpieza viaria' });
    const lena = await createParty(db, { name: 'Ayuntamiento de Lena', partyId: 'P3303300B' });
    const tender = await createTender(db, {
      title: 'Servicio de limpieza viaria',
      contractFolderId: 'CON/2026/6',
      contractingPartyId: lena.id,
      contractingPartyName: lena.name,
    });
    const changes: TenderChangeData = {
      version_id: 3,
      changes: { status: { from: 'PUB', to: 'ADJ' } },
      lot_changes: [],
      documents: [],
    };
    const fresh = await createNotificationRow(db, userId, {
      date: day(3),
      projectId: tender.id,
      alertIds: [alert.id],
      notificationTypes: ['alert'],
    });
    const changed = await createNotificationRow(db, userId, {
      date: day(2),
      projectId: tender.id,
      starred: true,
      notificationTypes: ['procurement_project_subscription'],
      data: { ...changes },
    });
    await createNotificationRow(db, userId, { date: day(4), projectId: tender.id, processed: true });
    const other = await newUser();
    await createNotificationRow(db, other.id, { date: day(5), projectId: tender.id });

    const res = await call('GET', '/v1/notifications?source_type=procurement&page=1&pageSize=25', headers);
    expect(res.statusCode, res.body).toBe(200);
    const body: NotificationInboxResponse = res.json();
    expect(body.metadata).toEqual({ total_results: 2, total_pages: 1, current_page: 1 });
    expect(body.unprocessed_count).toBe(2);
    expect(body.notifications.map((n) => n.id)).toEqual([fresh.id, changed.id]);
    expect(body.notifications[0]).toMatchObject({
      processed: false,
      starred: false,
      noticeable_type: 'Procurement::Project',
      noticeable_id: tender.id,
      notification_types: ['alert'],
      alerts: [{ id: alert.id, name: 'Limpieza viaria' }],
      project: { id: tender.id, title: 'Servicio de limpieza viaria', contract_folder_id: 'CON/2026/6' },
    });
    expect(body.notifications[1]).toMatchObject({ starred: true, data: changes });
  });

  it('pages by pageSize (25 by default, up to 1000 for the export)', async () => {
    const { id: userId, headers } = await newUser();
    for (let d = 1; d <= 27; d++) await createNotificationRow(t.database.db, userId, { date: day(d) });

    const first: NotificationInboxResponse = (await call('GET', '/v1/notifications', headers)).json();
    expect(first.metadata).toEqual({ total_results: 27, total_pages: 2, current_page: 1 });
    expect(first.notifications).toHaveLength(25);
    const second: NotificationInboxResponse = (await call('GET', '/v1/notifications?page=2', headers)).json();
    expect(second.notifications.map((n) => n.date)).toEqual([
      '2026-05-02T08:00:00.000Z',
      '2026-05-01T08:00:00.000Z',
    ]);
    const all: NotificationInboxResponse = (
      await call('GET', '/v1/notifications?pageSize=1000', headers)
    ).json();
    expect(all.notifications).toHaveLength(27);
    expect(all.metadata.total_pages).toBe(1);
  });

  it('answers bad paging or source with a 400 in Spanish', async () => {
    const { headers } = await newUser();
    for (const query of ['pageSize=1001', 'pageSize=0', 'page=x', 'source_type=boe']) {
      const res = await call('GET', `/v1/notifications?${query}`, headers);
      expect(res.statusCode, query).toBe(400);
      const body: ErrorResponse = res.json();
      expect(body.code).toBe('validation_failed');
      expect(body.message).toMatch(/^Datos no válidos/);
    }
    const res = await call('GET', '/v1/notifications?source_type=boe', headers);
    expect(res.json().errors).toEqual([
      { field: 'querystring.source_type', message: 'El tipo de fuente debe ser procurement' },
    ]);
  });

  it('needs a signed-in user with tender access', async () => {
    expect((await call('GET', '/v1/notifications', null)).statusCode).toBe(401);
    const { headers } = await newUser({ trialEndsAt: new Date('2020-01-01') });
    expect((await call('GET', '/v1/notifications', headers)).statusCode).toBe(403);
  });
});

describe('GET and PUT /v1/notifications/{id}', () => {
  it('shows one notification, discards it and stars it; only the fields sent change', async () => {
    const { id: userId, headers } = await newUser();
    const party = await createParty(t.database.db, { name: 'Limpiezas del Norte SL', partyId: 'B33000000' });
    const n = await createNotificationRow(t.database.db, userId, {
      partyId: party.id,
      notificationTypes: ['procurement_party_procurement_project_subscription'],
      data: { role: 'awardee' },
    });

    const shown: Notification = (await call('GET', `/v1/notifications/${n.id}`, headers)).json();
    expect(shown).toMatchObject({
      id: n.id,
      noticeable_type: 'Procurement::Party',
      party: { id: party.id, name: 'Limpiezas del Norte SL', party_id: 'B33000000' },
      data: { role: 'awardee' },
    });

    const starred = await call('PUT', `/v1/notifications/${n.id}`, headers, { starred: true });
    expect(starred.statusCode, starred.body).toBe(200);
    expect(starred.json()).toMatchObject({ starred: true, processed: false });

    const discarded: Notification = (
      await call('PUT', `/v1/notifications/${n.id}`, headers, { processed: true })
    ).json();
    expect(discarded).toMatchObject({ starred: true, processed: true });
    const inbox: NotificationInboxResponse = (await call('GET', '/v1/notifications', headers)).json();
    expect(inbox.unprocessed_count).toBe(0);
    expect(inbox.notifications).toEqual([]);
    // Still reachable by id once discarded.
    expect((await call('GET', `/v1/notifications/${n.id}`, headers)).json()).toMatchObject({
      processed: true,
    });
  });

  it("answers another user's notification as missing and leaves it untouched", async () => {
    const owner = await newUser();
    const intruder = await newUser();
    const n = await createNotificationRow(t.database.db, owner.id);
    for (const res of [
      await call('GET', `/v1/notifications/${n.id}`, intruder.headers),
      await call('PUT', `/v1/notifications/${n.id}`, intruder.headers, { processed: true, starred: true }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('No existe la notificación solicitada.');
    }
    expect((await call('GET', `/v1/notifications/${n.id}`, owner.headers)).json()).toMatchObject({
      processed: false,
      starred: false,
    });
  });

  it('refuses an empty or malformed change with a 400 in Spanish', async () => {
    const { id: userId, headers } = await newUser();
    const n = await createNotificationRow(t.database.db, userId);
    const empty = await call('PUT', `/v1/notifications/${n.id}`, headers, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual([{ field: 'body', message: 'Indica processed o starred' }]);
    expect((await call('PUT', `/v1/notifications/${n.id}`, headers, { processed: 'sí' })).statusCode).toBe(
      400,
    );
    expect((await call('GET', '/v1/notifications/abc', headers)).json().message).toMatch(
      /Identificador no válido/,
    );
  });
});

describe('PUT /v1/notifications/update_batches', () => {
  it("discards the user's notifications among the ids, already processed ones included", async () => {
    const me = await newUser();
    const db = t.database.db;
    const [a, b, keep] = [
      await createNotificationRow(db, me.id, { date: day(1) }),
      await createNotificationRow(db, me.id, { date: day(2) }),
      await createNotificationRow(db, me.id, { date: day(3) }),
    ];
    const res = await call('PUT', '/v1/notifications/update_batches', me.headers, {
      ids: [a!.id, b!.id, a!.id],
      processed: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body: UpdateNotificationBatchesResponse = res.json();
    expect(body).toEqual({ updated: 2, unprocessed_count: 1 });
    const inbox: NotificationInboxResponse = (await call('GET', '/v1/notifications', me.headers)).json();
    expect(inbox.notifications.map((n) => n.id)).toEqual([keep!.id]);

    const again = await call('PUT', '/v1/notifications/update_batches', me.headers, {
      ids: [a!.id, keep!.id],
      processed: true,
    });
    expect(again.json()).toEqual({ updated: 1, unprocessed_count: 0 });
  });

  it("answers another user's or a missing id as the single-item call does (404), changing nothing", async () => {
    const me = await newUser();
    const other = await newUser();
    const db = t.database.db;
    const mine = await createNotificationRow(db, me.id);
    const theirs = await createNotificationRow(db, other.id);
    const single = await call('PUT', `/v1/notifications/${theirs.id}`, me.headers, { processed: true });
    for (const ids of [[mine!.id, theirs.id], [theirs.id], [mine!.id, 999_999]]) {
      const res = await call('PUT', '/v1/notifications/update_batches', me.headers, { ids, processed: true });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(single.json());
      expect(res.json().message).toBe('No existe la notificación solicitada.');
    }
    const read = async (headers: typeof me.headers, id: number) =>
      (await call('GET', `/v1/notifications/${id}`, headers)).json().processed;
    expect(await read(me.headers, mine!.id)).toBe(false);
    expect(await read(other.headers, theirs.id)).toBe(false);
  });

  it('accepts only processed true and a list of 1 to 1000 ids', async () => {
    const { headers } = await newUser();
    const errorsOf = async (payload: object) => {
      const res = await call('PUT', '/v1/notifications/update_batches', headers, payload);
      expect(res.statusCode).toBe(400);
      return (res.json() as ErrorResponse).errors?.map((e) => e.message);
    };
    expect(await errorsOf({ ids: [1], processed: false })).toEqual([
      'Solo se pueden marcar como procesadas (processed: true)',
    ]);
    expect(await errorsOf({ ids: [], processed: true })).toEqual(['Indica al menos una notificación']);
    expect(await errorsOf({ processed: true })).toEqual(['Indica la lista de notificaciones (ids)']);
    expect(await errorsOf({ ids: Array.from({ length: 1001 }, (_, i) => i + 1), processed: true })).toEqual([
      'Como mucho 1000 notificaciones a la vez',
    ]);
  });
});
