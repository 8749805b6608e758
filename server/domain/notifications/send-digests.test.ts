import { and, eq, inArray } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { mailOutbox, notifications, users } from '../../db/schema';
import { mailDigestDailyJob } from '../../jobs/definitions/mail-digest-daily';
import { mailDigestWeeklyJob } from '../../jobs/definitions/mail-digest-weekly';
import { mailSendJob } from '../../jobs/definitions/mail-send';
import { createTestApp, testConfig } from '../../test/app';
import { createTestDatabase } from '../../test/database';
import { createUser } from '../../test/factories';
import { type MailCatcher, startMailCatcher } from '../../test/mail-catcher';
import { createAlertRow, createNotificationRow } from '../../test/monitoring-factories';
import { createParty, createTender } from '../../test/tender-factories';
import { discardNotifications } from './discard-notifications';
import { DIGEST_LIST_LIMIT } from './send-digests';

const APP = 'http://licitaciones.test';
let database: Database;
let mail: MailCatcher;
const log = pino({ level: 'silent' });
beforeAll(async () => {
  database = await createTestDatabase();
  mail = await startMailCatcher();
});
afterAll(async () => {
  await mail.close();
  await database.close();
});

const config = () => testConfig({ PUBLIC_URL: APP });
const runDaily = () => mailDigestDailyJob.handler({}, { db: database.db, config: config(), log });
const runWeekly = () => mailDigestWeeklyJob.handler({}, { db: database.db, config: config(), log });
const outboxOf = (email: string) =>
  database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)).orderBy(mailOutbox.id);
const unmailedOf = async (userId: number) =>
  (
    await database.db
      .select({ id: notifications.id, mailedAt: notifications.mailedAt })
      .from(notifications)
      .where(eq(notifications.userId, userId))
  )
    .filter((n) => n.mailedAt === null)
    .map((n) => n.id)
    .sort((a, b) => a - b);

/** A tender with a title of its own, so a message shows which ones it lists. */
const tender = (title: string, fields: Parameters<typeof createTender>[1] = {}) =>
  createTender(database.db, { title, ...fields });

describe('notification digests', () => {
  it("e-mails each user one daily digest of their own notifications, grouped like the export's sheets", async () => {
    const db = database.db;
    const ana = await createUser(db, { name: 'Ana' });
    const bea = await createUser(db, { name: 'Bea' });
    const body = await createParty(db, { name: 'Ayuntamiento de Gijón', isContractingBody: true });
    const company = await createParty(db, { name: 'Construcciones Norte S.L.', isCompany: true });
    const alert = await createAlertRow(db, ana.id, { name: 'Obras en Asturias' });
    const second = await createAlertRow(db, ana.id, { name: 'Asfaltado', searchTerms: 'asfaltado' });

    const matched = await tender('Asfaltado de la avenida de la Costa', {
      contractingPartyId: body.id,
      contractingPartyName: body.name,
      totalAmount: '150000.00',
      submissionDeadline: new Date('2026-12-15T13:00:00Z'),
    });
    const published = await tender('Limpieza de colegios municipales', {
      contractingPartyId: body.id,
      contractingPartyName: body.name,
    });
    const changed = await tender('Reforma del mercado del Sur');
    const awarded = await tender('Saneamiento del barrio de La Calzada');
    const ending = await tender('Mantenimiento de parques');
    const weekly = await tender('Suministro de vestuario');
    const silent = await tender('Servicio de grúa');
    const beas = await tender('Alumbrado de Bea');

    const daily = [
      await createNotificationRow(db, ana.id, {
        projectId: matched.id,
        notificationTypes: ['alert'],
        alertIds: [alert.id, second.id],
      }),
      await createNotificationRow(db, ana.id, {
        projectId: published.id,
        partyId: body.id,
        notificationTypes: ['procurement_party_procurement_project_subscription'],
        data: { role: 'contracting_party' },
      }),
      await createNotificationRow(db, ana.id, {
        projectId: changed.id,
        notificationTypes: ['procurement_project_subscription'],
        data: {
          version_id: 1,
          changes: {
            status: { from: 'PUB', to: 'ADJ' },
            total_amount: { from: '1000.00', to: '1200.50' },
          },
          lot_changes: [
            {
              key: '3',
              change: 'added',
              item: { lotId: '3', summary: 'Limpieza viaria', totalAmount: '1000' },
            },
          ],
          documents: [],
        },
      }),
      await createNotificationRow(db, ana.id, {
        projectId: awarded.id,
        partyId: company.id,
        notificationTypes: ['procurement_party_procurement_project_subscription'],
        data: { role: 'awardee', awards: [{ lot_id: '2', amount: 48000, award_date: '2026-11-20' }] },
      }),
      await createNotificationRow(db, ana.id, {
        projectId: ending.id,
        notificationTypes: ['reminder'],
        data: { execution_end: '2027-05-31' },
      }),
    ];
    const weeklyOne = await createNotificationRow(db, ana.id, {
      projectId: weekly.id,
      notificationTypes: ['procurement_project_subscription'],
      mailingFrequency: 'weekly',
    });
    const noEmail = await createNotificationRow(db, ana.id, {
      projectId: silent.id,
      notificationTypes: ['alert'],
      mailingFrequency: 'no_email',
    });
    await createNotificationRow(db, bea.id, { projectId: beas.id, notificationTypes: ['alert'] });

    await runDaily();

    const [message, ...others] = await outboxOf(ana.email);
    expect(others).toHaveLength(0);
    expect(message!.template).toBe('notifications_digest');
    expect(message!.subject).toBe('Tu resumen diario de licitaciones: 5 notificaciones');
    const text = message!.text!;
    expect(text).toContain('Hola Ana:');
    const sections = [
      'NUEVAS LICITACIONES DE TUS ALERTAS (1)',
      'NUEVAS LICITACIONES DE ORGANISMOS QUE SIGUES (1)',
      'LICITACIONES CON CAMBIOS (1)',
      'NUEVAS ADJUDICACIONES (1)',
      'RECORDATORIOS DE FIN DE EJECUCIÓN (1)',
    ];
    const at = sections.map((s) => text.indexOf(s));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(text).toContain(
      [
        '- Asfaltado de la avenida de la Costa',
        `  ${APP}/licitaciones/detalle/${matched.id}`,
        '  Alerta «Asfaltado»: coincide «Asfaltado»',
        '  Alerta «Obras en Asturias»',
        '  Entidad: Ayuntamiento de Gijón',
        '  Presupuesto base con IVA: 150.000,00\u00a0€',
        '  Fecha Límite Presentación: 14:00:00 15/12/2026',
      ].join('\n'),
    );
    expect(text).toContain(
      `- Limpieza de colegios municipales\n  ${APP}/licitaciones/detalle/${published.id}\n  Organismo que sigues: Ayuntamiento de Gijón (${APP}/licitaciones/empresa/${body.id})\n  Estado: En plazo\n` +
        `  Añadir a Oportunidades (${APP}/licitaciones/oportunidades?anadir=${published.id})\n` +
        `  ¿Te interesa?: Me interesa (${APP}/valoracion?token=`,
    );
    expect(text).toContain(
      `- Reforma del mercado del Sur\n  ${APP}/licitaciones/detalle/${changed.id}\n  Estado: En plazo → Adjudicada\n  Presupuesto base con IVA: 1.000,00\u00a0€ → 1.200,50\u00a0€\n  Lote 3 añadido: Limpieza viaria · 1.000,00\u00a0€`,
    );
    expect(text).toContain(
      `  Empresa que sigues: Construcciones Norte S.L. (${APP}/licitaciones/empresa/${company.id})\n  Lote 2: 48.000,00\u00a0€ sin IVA, adjudicado el 20/11/2026`,
    );
    expect(text).toContain(
      `- Mantenimiento de parques\n  ${APP}/licitaciones/detalle/${ending.id}\n  Fin de la ejecución: 31/05/2027`,
    );
    expect(text).toContain(`Ver todas tus notificaciones: ${APP}/licitaciones/notificaciones`);
    expect(text).not.toContain('Suministro de vestuario');
    expect(text).not.toContain('Servicio de grúa');
    expect(text).not.toContain('Alumbrado de Bea');
    expect(text).not.toContain('notificaciones más');
    expect(message!.html).toContain(`<a href="${APP}/licitaciones/detalle/${changed.id}"`);
    expect(message!.html).toContain('<strong>Organismo que sigues:</strong>');
    expect(message!.html).toContain('<strong>Estado:</strong> En plazo → Adjudicada');

    const [beasMessage, ...beasOthers] = await outboxOf(bea.email);
    expect(beasOthers).toHaveLength(0);
    expect(beasMessage!.subject).toBe('Tu resumen diario de licitaciones: 1 notificación');
    expect(beasMessage!.text).toContain('Alumbrado de Bea');
    expect(beasMessage!.text).not.toContain('Asfaltado');

    // Every daily one is marked in the same transaction; weekly and no_email ones are not this digest's.
    expect(await unmailedOf(ana.id)).toEqual([weeklyOne.id, noEmail.id].sort((a, b) => a - b));
    const stamped = await db
      .select({ mailedAt: notifications.mailedAt })
      .from(notifications)
      .where(
        inArray(
          notifications.id,
          daily.map((n) => n.id),
        ),
      );
    expect(stamped.every((n) => n.mailedAt !== null)).toBe(true);

    await runDaily();
    expect(await outboxOf(ana.email)).toHaveLength(1);
    expect(await outboxOf(bea.email)).toHaveLength(1);

    await runWeekly();
    const weeklyMessages = await outboxOf(ana.email);
    expect(weeklyMessages).toHaveLength(2);
    expect(weeklyMessages[1]!.subject).toBe('Tu resumen semanal de licitaciones: 1 notificación');
    expect(weeklyMessages[1]!.text).toContain('- Suministro de vestuario');
    expect(weeklyMessages[1]!.text).not.toContain('Asfaltado');
    expect(await unmailedOf(ana.id)).toEqual([noEmail.id]);
    await runWeekly();
    await runDaily();
    expect(await outboxOf(ana.email)).toHaveLength(2);
  });

  it('mails no one without tender access or an active, confirmed account; pending ones go once access returns', async () => {
    const db = database.db;
    const expired = await createUser(db, { trialEndsAt: new Date(Date.now() - 86_400_000) });
    const unconfirmed = await createUser(db, { confirmedAt: null });
    const inactive = await createUser(db, { active: false });
    const project = await tender('Recogida de residuos');
    const pending = [];
    for (const user of [expired, unconfirmed, inactive])
      pending.push(
        await createNotificationRow(db, user.id, { projectId: project.id, notificationTypes: ['alert'] }),
      );

    await runDaily();
    for (const [i, user] of [expired, unconfirmed, inactive].entries()) {
      expect(await outboxOf(user.email)).toHaveLength(0);
      expect(await unmailedOf(user.id)).toEqual([pending[i]!.id]);
    }

    await db
      .update(users)
      .set({ trialEndsAt: new Date(Date.now() + 5 * 86_400_000) })
      .where(eq(users.id, expired.id));
    await runDaily();
    const [message] = await outboxOf(expired.email);
    expect(message!.text).toContain('- Recogida de residuos');
    expect(await unmailedOf(expired.id)).toEqual([]);
  });

  it(`lists at most ${DIGEST_LIST_LIMIT} notifications, then how many more and the inbox`, async () => {
    const db = database.db;
    const user = await createUser(db);
    const project = await tender('Licitación repetida');
    const start = Date.parse('2026-11-01T08:00:00Z');
    for (let i = 0; i < DIGEST_LIST_LIMIT + 3; i++)
      await createNotificationRow(db, user.id, {
        projectId: project.id,
        notificationTypes: ['alert'],
        date: new Date(start + i * 60_000),
      });

    await runDaily();
    const [message, ...others] = await outboxOf(user.email);
    expect(others).toHaveLength(0);
    expect(message!.subject).toBe(
      `Tu resumen diario de licitaciones: ${DIGEST_LIST_LIMIT + 3} notificaciones`,
    );
    expect(message!.text!.match(/^- Licitación repetida$/gm)).toHaveLength(DIGEST_LIST_LIMIT);
    expect(message!.text).toContain(
      `Y 3 notificaciones más en tu bandeja de notificaciones.\nVer todas tus notificaciones: ${APP}/licitaciones/notificaciones`,
    );
    expect(await unmailedOf(user.id)).toEqual([]);
  });

  it('never mails a notification the user discarded (processed) before the digest', async () => {
    const db = database.db;
    const user = await createUser(db);
    const kept = await tender('Mantenimiento de ascensores');
    const dropped = await tender('Poda de arbolado');
    await createNotificationRow(db, user.id, { projectId: kept.id, notificationTypes: ['alert'] });
    const discarded = await createNotificationRow(db, user.id, {
      projectId: dropped.id,
      notificationTypes: ['alert'],
    });
    await discardNotifications(db, user.id, [discarded.id]);

    await runDaily();
    await runDaily();
    const [message, ...others] = await outboxOf(user.email);
    expect(others).toHaveLength(0);
    expect(message!.subject).toBe('Tu resumen diario de licitaciones: 1 notificación');
    expect(message!.text).toContain('- Mantenimiento de ascensores');
    expect(message!.text).not.toContain('Poda de arbolado');
  });

  it('writes one message when two runs overlap', async () => {
    const db = database.db;
    const user = await createUser(db);
    const project = await tender('Vigilancia de edificios');
    await createNotificationRow(db, user.id, { projectId: project.id, notificationTypes: ['alert'] });
    await createNotificationRow(db, user.id, { projectId: project.id, notificationTypes: ['reminder'] });

    await Promise.all([runDaily(), runDaily()]);
    const messages = await outboxOf(user.email);
    expect(messages).toHaveLength(1);
    expect(messages[0]!.subject).toBe('Tu resumen diario de licitaciones: 2 notificaciones');
  });

  it('is delivered over SMTP by mail.send, exactly once', async () => {
    const db = database.db;
    const user = await createUser(db, { name: 'Carmen' });
    const project = await tender('Transporte escolar');
    const alert = await createAlertRow(db, user.id, { name: 'Transporte', searchTerms: 'transporte' });
    await createNotificationRow(db, user.id, {
      projectId: project.id,
      notificationTypes: ['alert'],
      alertIds: [alert.id],
    });

    await runDaily();
    const send = () =>
      mailSendJob.handler({}, { db: database.db, config: testConfig({ SMTP_URL: mail.url }), log });
    await send();
    await send();
    const received = await mail.next(user.email);
    expect(received.subject).toBe('Tu resumen diario de licitaciones: 1 notificación');
    expect(received.text).toContain(
      `- Transporte escolar\n  ${APP}/licitaciones/detalle/${project.id}\n  Alerta «Transporte»: coincide «Transporte»`,
    );
    expect(received.html).toContain(`href="${APP}/licitaciones/notificaciones"`);
    const [row] = await database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, user.email), eq(mailOutbox.status, 'sent')));
    expect(received.messageId).toBe(`<outbox-${row!.id}@licitaciones>`);
    expect(mail.messages.filter((m) => m.messageId === received.messageId)).toHaveLength(1);
  });
});

describe('the mail.digest.daily job on the worker', () => {
  it('runs when enqueued and has its message delivered right away', async () => {
    const t = await createTestApp({ SMTP_URL: mail.url }, { worker: true });
    try {
      const user = await createUser(t.database.db, { name: 'Diana' });
      const project = await createTender(t.database.db, { title: 'Poda de arbolado' });
      await createNotificationRow(t.database.db, user.id, {
        projectId: project.id,
        notificationTypes: ['alert'],
      });
      await t.queue!.send(mailDigestDailyJob, {});
      const received = await mail.next(user.email);
      expect(received.subject).toBe('Tu resumen diario de licitaciones: 1 notificación');
      expect(received.text).toContain(`- Poda de arbolado\n  ${APP}/licitaciones/detalle/${project.id}`);
    } finally {
      await t.close();
    }
  });
});
