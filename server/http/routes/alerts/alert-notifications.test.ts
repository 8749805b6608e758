import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Alert } from '../../../../common/api/alerts';
import type { NotificationsResponse } from '../../../../common/api/notifications';
import { createTestApp, type TestApp } from '../../../test/app';
import { type AuthHeaders, createUser, signInAs } from '../../../test/factories';
import { createAlertRow, createNotificationRow } from '../../../test/monitoring-factories';
import { createParty, createTender } from '../../../test/tender-factories';

let t: TestApp;
let headers: AuthHeaders;
let userId: number;

beforeAll(async () => {
  t = await createTestApp();
  const user = await createUser(t.database.db);
  userId = user.id;
  headers = await signInAs(t.app, user);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers });

describe('GET /v1/alerts/{id}/notifications', () => {
  it('lists the notifications the alert produced, newest first, shaped like the inbox', async () => {
    const db = t.database.db;
    const limpieza = await createAlertRow(db, userId, { name: 'Limpieza', searchTerms: 'limpieza' });
    const asturias = await createAlertRow(db, userId, {
      name: 'Asturias',
      searchTerms: 'lena',
      filters: { sources: ['placsp'], location: { regions: ['ES120'] } },
    });
    const ayto = await createParty(db, { name: 'Ayuntamiento de Lena', partyId: 'P3303300B' });
    const tender = await createTender(db, {
      title: 'Servicio de limpieza viaria',
      contractFolderId: 'CON/2026/6',
      contractingPartyId: ayto.id,
      contractingPartyName: ayto.name,
      estimatedAmount: '76268.38',
    });
    const older = await createNotificationRow(db, userId, {
      date: new Date('2026-05-02T08:00:00Z'),
      projectId: tender.id,
      alertIds: [limpieza.id, asturias.id],
      notificationTypes: ['alert'],
      data: { title: tender.title },
    });
    const newer = await createNotificationRow(db, userId, {
      date: new Date('2026-05-03T08:00:00Z'),
      partyId: ayto.id,
      starred: true,
      alertIds: [limpieza.id],
    });
    await createNotificationRow(db, userId, {
      date: new Date('2026-05-04T08:00:00Z'),
      alertIds: [asturias.id],
    });
    await createNotificationRow(db, userId, { date: new Date('2026-05-05T08:00:00Z'), projectId: tender.id });

    const res = await get(`/v1/alerts/${limpieza.id}/notifications?page=1`);
    expect(res.statusCode, res.body).toBe(200);
    const body: NotificationsResponse = res.json();
    expect(body.metadata).toEqual({ total_results: 2, total_pages: 1, current_page: 1 });
    expect(body.notifications.map((n) => n.id)).toEqual([newer.id, older.id]);
    expect(body.notifications[0]).toEqual({
      id: newer.id,
      date: '2026-05-03T08:00:00.000Z',
      processed: false,
      starred: true,
      noticeable_type: 'Procurement::Party',
      noticeable_id: ayto.id,
      notification_types: [],
      alerts: [{ id: limpieza.id, name: 'Limpieza' }],
      match_reasons: [{ alert_id: limpieza.id, alert_name: 'Limpieza', terms: [], filters: [] }],
      feedback: null,
      relevance: null,
      data: {},
      project: null,
      eligibility: null,
      party: { id: ayto.id, name: 'Ayuntamiento de Lena', party_id: 'P3303300B' },
    });
    expect(body.notifications[1]).toMatchObject({
      noticeable_type: 'Procurement::Project',
      noticeable_id: tender.id,
      notification_types: ['alert'],
      alerts: [
        { id: asturias.id, name: 'Asturias' },
        { id: limpieza.id, name: 'Limpieza' },
      ],
      // Why, per alert: the words found (in the title, the body's name) and the filters met.
      match_reasons: [
        { alert_id: asturias.id, alert_name: 'Asturias', terms: ['Lena'], filters: ['Zona: Asturias'] },
        { alert_id: limpieza.id, alert_name: 'Limpieza', terms: ['limpieza'], filters: [] },
      ],
      data: { title: 'Servicio de limpieza viaria' },
      project: {
        id: tender.id,
        title: 'Servicio de limpieza viaria',
        contract_folder_id: 'CON/2026/6',
        estimated_overall_contract_amount: '76268.38',
        contracting_party: { id: ayto.id, name: 'Ayuntamiento de Lena' },
      },
      party: null,
    });

    const alert: Alert = (await get(`/v1/alerts/${limpieza.id}`)).json();
    expect(alert).toMatchObject({ total_notifications: 2, last_notification: '2026-05-03T08:00:00.000Z' });
  });

  it('pages by 25', async () => {
    const db = t.database.db;
    const alert = await createAlertRow(db, userId);
    for (let day = 1; day <= 26; day++)
      await createNotificationRow(db, userId, {
        date: new Date(Date.UTC(2026, 0, day)),
        alertIds: [alert.id],
      });
    const second: NotificationsResponse = (await get(`/v1/alerts/${alert.id}/notifications?page=2`)).json();
    expect(second.metadata).toEqual({ total_results: 26, total_pages: 2, current_page: 2 });
    expect(second.notifications.map((n) => n.date)).toEqual(['2026-01-01T00:00:00.000Z']);
    expect((await get(`/v1/alerts/${alert.id}/notifications?page=x`)).statusCode).toBe(400);
  });
});
