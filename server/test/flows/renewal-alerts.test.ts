import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Alert, AlertsResponse } from '../../../common/api/alerts';
import type { NotificationsResponse } from '../../../common/api/notifications';
import { NOTIFICATION_TYPES } from '../../../common/notifications/notification-types';
import { notifications, projects } from '../../db/schema';
import { mailDigestDailyJob } from '../../jobs/definitions/mail-digest-daily';
import { mailSendJob } from '../../jobs/definitions/mail-send';
import { matchRenewals } from '../../monitor/match-renewals';
import { createTestApp, type TestApp, testConfig } from '../app';
import { testHttp } from '../http';
import { type MailCatcher, startMailCatcher } from '../mail-catcher';
import { createAlertRow } from '../monitoring-factories';
import { createTender } from '../tender-factories';

const APP = 'http://licitaciones.test';
const log = pino({ level: 'silent' });
let t: TestApp;
let mail: MailCatcher;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: APP });
  mail = await startMailCatcher();
});
afterAll(async () => {
  await mail.close();
  await t.close();
});
const { call, newUser } = testHttp(() => t);

/** 09:00 in Madrid on that day: the monitor's clock, moved by the test. */
const morning = (day: string) => new Date(`${day}T08:00:00Z`);
const SAVED = new Date('2026-11-02T10:00:00Z');
/** An awarded cleaning contract ending on `end`, last changed on `changed`. */
const contract = (title: string, end: string, fields: Parameters<typeof createTender>[1] = {}) =>
  createTender(t.database.db, {
    title,
    status: 'ADJ',
    executionEnd: end,
    executionEndBasis: 'planned_end',
    updatedAt: new Date('2026-10-01T10:00:00Z'),
    ...fields,
  });
const renewalsOf = (userId: number) =>
  t.database.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(notifications.id);

describe('renewal alerts', () => {
  it('notify once when an awarded contract matching them enters their months, as days pass', async () => {
    const db = t.database.db;
    const ana = await newUser({ name: 'Ana' });
    const bea = await newUser({ name: 'Bea' });
    const alert = await createAlertRow(db, ana.id, {
      name: 'Limpieza que termina',
      searchTerms: 'limpieza',
      alertType: 'renewal',
      monthsAhead: 6,
      createdAt: SAVED,
    });
    // Bea's alert searches other words: she hears of none of Ana's contracts.
    await createAlertRow(db, bea.id, {
      searchTerms: 'vigilancia',
      alertType: 'renewal',
      monthsAhead: 6,
      createdAt: SAVED,
    });
    // And a tender alert of Ana's with the same words is not a renewal alert.
    await createAlertRow(db, ana.id, { searchTerms: 'limpieza', createdAt: SAVED });

    const entering = await contract('Limpieza de colegios', '2027-06-15', {
      extensionText: 'Posibilidad de prórroga por dos anualidades más',
      executionEndWithExtensions: '2029-06-15',
    });
    const alreadyIn = await contract('Limpieza del ayuntamiento', '2027-03-01');
    const storedLater = await contract('Limpieza de playas', '2027-01-10', {
      updatedAt: new Date('2026-11-20T10:00:00Z'),
      sourceUpdatedAt: new Date('2026-11-19T18:00:00Z'),
    });
    // Imported from the history after the alert was saved: old news, announced to no one.
    await contract('Limpieza de mercados', '2027-01-15', {
      updatedAt: new Date('2026-11-20T10:00:00Z'),
      sourceUpdatedAt: new Date('2025-01-10T10:00:00Z'),
    });
    await contract('Limpieza de calles', '2027-02-01', { status: 'PUB' });
    await contract('Mantenimiento de ascensores', '2027-02-01');
    await contract('Limpieza del puerto', '2028-01-01');

    // 24 November: the contract stored after the alert was saved is already in its window.
    expect(await matchRenewals(db, morning('2026-11-24'))).toEqual({ notifications: 1, failures: [] });
    expect((await renewalsOf(ana.id)).map((n) => n.projectId)).toEqual([storedLater.id]);
    // 14 December: 'Limpieza de colegios' (15 June) is still 6 months and a day away.
    await matchRenewals(db, morning('2026-12-14'));
    expect(await renewalsOf(ana.id)).toHaveLength(1);
    // 15 December: it enters; running again the same day or later adds nothing.
    expect((await matchRenewals(db, morning('2026-12-15'))).notifications).toBe(1);
    await matchRenewals(db, morning('2026-12-15'));
    await matchRenewals(db, morning('2027-01-20'));
    const [, entered, ...others] = await renewalsOf(ana.id);
    expect(others).toEqual([]);
    expect(entered).toMatchObject({
      projectId: entering.id,
      notificationTypes: ['renewal'],
      noticeableType: 'Procurement::Project',
      alertIds: [alert.id],
      mailingFrequency: 'daily',
      data: {
        execution_end: '2027-06-15',
        execution_end_basis: 'planned_end',
        extension_text: 'Posibilidad de prórroga por dos anualidades más',
        execution_end_with_extensions: '2029-06-15',
        months_ahead: 6,
      },
    });
    // As the registry describes the type.
    expect(NOTIFICATION_TYPES.renewal.data.safeParse(entered!.data).error).toBeUndefined();
    expect((await renewalsOf(ana.id)).map((n) => n.projectId)).not.toContain(alreadyIn.id);
    expect(await renewalsOf(bea.id)).toEqual([]);

    // The body extends the contract: its new end is announced when it comes within the window.
    await db
      .update(projects)
      .set({ executionEnd: '2027-07-31', updatedAt: new Date('2027-01-25T10:00:00Z') })
      .where(eq(projects.id, entering.id));
    await matchRenewals(db, morning('2027-02-01'));
    expect(await renewalsOf(ana.id)).toHaveLength(3);
    expect((await renewalsOf(ana.id))[2]!.data).toMatchObject({ execution_end: '2027-07-31' });

    // The inbox lists it as a contract ending soon, with the alert; Bea's is empty.
    const inbox: NotificationsResponse = (await call('GET', '/v1/notifications', ana.headers)).json();
    const listed = inbox.notifications.find((n) => n.id === entered!.id)!;
    expect(listed.notification_types).toEqual(['renewal']);
    expect(listed.alerts).toEqual([{ id: alert.id, name: 'Limpieza que termina' }]);
    expect(listed.project?.title).toBe('Limpieza de colegios');
    const beas: NotificationsResponse = (await call('GET', '/v1/notifications', bea.headers)).json();
    expect(beas.notifications).toEqual([]);
    // The alert counts what it found.
    const saved: Alert = (await call('GET', `/v1/alerts/${alert.id}`, ana.headers)).json();
    expect(saved.total_notifications).toBe(3);
  });

  it('reach the daily digest received over SMTP, under their own heading', async () => {
    const db = t.database.db;
    const carmen = await newUser({ name: 'Carmen' });
    const alert = await createAlertRow(db, carmen.id, {
      name: 'Vigilancia',
      searchTerms: 'vigilancia',
      alertType: 'renewal',
      monthsAhead: 12,
      createdAt: SAVED,
    });
    const ending = await contract('Vigilancia del museo', '2027-12-15', {
      executionEndBasis: 'formalisation_plus_duration',
      extensionText: 'Una prórroga',
    });
    await matchRenewals(db, morning('2026-12-14'));
    expect(await renewalsOf(carmen.id)).toHaveLength(0);
    await matchRenewals(db, morning('2026-12-15'));
    expect(await renewalsOf(carmen.id)).toHaveLength(1);

    await mailDigestDailyJob.handler({}, { db, config: testConfig({ PUBLIC_URL: APP }), log });
    await mailSendJob.handler({}, { db, config: testConfig({ SMTP_URL: mail.url }), log });
    const received = await mail.next(carmen.user.email);
    expect(received.subject).toBe('Tu resumen diario de licitaciones: 1 notificación');
    expect(received.text).toContain(
      [
        'CONTRATOS QUE TERMINAN PRONTO (1)',
        '',
        '- Vigilancia del museo',
        `  ${APP}/licitaciones/detalle/${ending.id}`,
        '  Alerta «Vigilancia»: coincide «Vigilancia»',
        '  Fin de la ejecución: 15/12/2027 (formalización + duración)',
        '  Prórroga: Una prórroga',
      ].join('\n'),
    );
    expect(received.text).toContain(`Alerta «${alert.name}»`);
  });
});

describe('renewal alerts through the API', () => {
  it('are saved with 6 months unless told, listed apart, and refused with a window out of range', async () => {
    const { headers } = await newUser();
    const body = { name: 'Renovaciones', searchTerms: 'limpieza', filters: { sources: ['placsp'] } };
    const created = await call('POST', '/v1/alerts', headers, { ...body, alert_type: 'renewal' });
    expect(created.statusCode, created.body).toBe(201);
    const renewal: Alert = created.json();
    expect(renewal).toMatchObject({ alert_type: 'renewal', months_ahead: 6 });
    const tender: Alert = (await call('POST', '/v1/alerts', headers, { ...body, months_ahead: 3 })).json();
    expect(tender).toMatchObject({ alert_type: 'procurement', months_ahead: null });

    const twelve = await call('PUT', `/v1/alerts/${renewal.id}`, headers, { months_ahead: 12 });
    expect(twelve.json()).toMatchObject({ months_ahead: 12 });
    for (const months_ahead of [0, 37, 1.5, '6'])
      expect(
        (await call('POST', '/v1/alerts', headers, { ...body, alert_type: 'renewal', months_ahead }))
          .statusCode,
      ).toBe(400);

    const renewals: AlertsResponse = (await call('GET', '/v1/alerts?alert_type=renewal', headers)).json();
    expect(renewals.alerts.map((a) => a.id)).toEqual([renewal.id]);
    const tenders: AlertsResponse = (await call('GET', '/v1/alerts', headers)).json();
    expect(tenders.alerts.map((a) => a.id)).toEqual([tender.id]);
  });

  it("answers 404 to every call on another user's renewal alert", async () => {
    const owner = await newUser();
    const other = await newUser();
    const alert: Alert = (
      await call('POST', '/v1/alerts', owner.headers, {
        name: 'Mía',
        searchTerms: 'limpieza',
        alert_type: 'renewal',
        filters: { sources: ['placsp'] },
      })
    ).json();
    const url = `/v1/alerts/${alert.id}`;
    for (const [method, path, payload] of [
      ['GET', url, undefined],
      ['PUT', url, { months_ahead: 1 }],
      ['DELETE', url, undefined],
      ['GET', `${url}/notifications`, undefined],
    ] as const)
      expect((await call(method, path, other.headers, payload)).statusCode, `${method} ${path}`).toBe(404);
    expect((await call('GET', url, owner.headers)).json()).toEqual(alert);
  });
});
