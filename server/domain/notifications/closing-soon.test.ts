import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { closingSoonMentions, mailOutbox, projects } from '../../db/schema';
import { createTestDatabase } from '../../test/database';
import { createUser } from '../../test/factories';
import { createNotificationRow, createTenderFollowRow } from '../../test/monitoring-factories';
import { createParty, createTender } from '../../test/tender-factories';
import { sendDigests } from './send-digests';

const APP = 'http://licitaciones.test';
const DAY = 86_400_000;
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const outboxOf = (email: string) =>
  database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)).orderBy(mailOutbox.id);
const daily = (now: Date) => sendDigests(database.db, { frequency: 'daily', publicUrl: APP, now });
/** A tender whose submission deadline is `days` after `from`. */
const closingIn = (title: string, from: Date, days: number) =>
  createTender(database.db, { title, submissionDeadline: new Date(from.getTime() + days * DAY) });
const section = (text: string) => text.slice(text.indexOf('CIERRAN PRONTO'));

describe("the daily digest's 'Cierran pronto'", () => {
  it('lists followed tenders and notified ones not discarded, closing within 7 days, once per deadline', async () => {
    const db = database.db;
    const now = new Date();
    const ana = await createUser(db, { name: 'Ana' });
    const bea = await createUser(db, { name: 'Bea' });
    const body = await createParty(db, { name: 'Ayuntamiento de Oviedo', isContractingBody: true });

    const followed = await createTender(db, {
      title: 'Limpieza del polideportivo',
      submissionDeadline: new Date(now.getTime() + 3 * DAY),
      contractingPartyId: body.id,
      contractingPartyName: body.name,
      totalAmount: '80000.00',
    });
    const notified = await closingIn('Suministro de papel', now, 6);
    const discarded = await closingIn('Poda de arbolado', now, 2);
    const later = await closingIn('Obras del puerto', now, 9);
    const closed = await closingIn('Servicio de grúa', now, -1);
    const silent = await closingIn('Vigilancia del museo', now, 1);
    const beas = await closingIn('Alumbrado de Bea', now, 4);

    await createTenderFollowRow(db, ana.id, followed.id);
    await createTenderFollowRow(db, ana.id, later.id);
    await createTenderFollowRow(db, ana.id, closed.id);
    await createTenderFollowRow(db, ana.id, silent.id, { mailingFrequency: 'no_email' });
    await createTenderFollowRow(db, bea.id, beas.id);
    // Already mailed: the digest goes out for the deadlines alone.
    await createNotificationRow(db, ana.id, {
      projectId: notified.id,
      notificationTypes: ['alert'],
      mailedAt: new Date(now.getTime() - DAY),
    });
    await createNotificationRow(db, ana.id, {
      projectId: discarded.id,
      notificationTypes: ['alert'],
      processed: true,
      mailedAt: new Date(now.getTime() - DAY),
    });

    const run = await daily(now);
    expect(run).toMatchObject({ mailed: 2, notifications: 0, closingSoon: 3 });
    const [message, ...others] = await outboxOf(ana.email);
    expect(others).toHaveLength(0);
    expect(message!.subject).toBe('Tu resumen diario de licitaciones: 2 licitaciones cierran pronto');
    const text = message!.text!;
    expect(text).toContain(
      '2 licitaciones que sigues o de las que te avisamos cierran su plazo de presentación en los próximos 7 días.',
    );
    expect(text).toContain(
      [
        'CIERRAN PRONTO (2)',
        '',
        '- Limpieza del polideportivo',
        `  ${APP}/licitaciones/detalle/${followed.id}`,
        '  Entidad: Ayuntamiento de Oviedo',
        '  Presupuesto base con IVA: 80.000,00\u00a0€',
      ].join('\n'),
    );
    // Soonest deadline first.
    expect(section(text).indexOf('Limpieza del polideportivo')).toBeLessThan(
      section(text).indexOf('Suministro de papel'),
    );
    for (const title of ['Poda de arbolado', 'Obras del puerto', 'Servicio de grúa', 'Vigilancia del museo'])
      expect(text).not.toContain(title);
    expect(text).not.toContain('Alumbrado de Bea');
    const [beasMessage] = await outboxOf(bea.email);
    expect(beasMessage!.subject).toBe('Tu resumen diario de licitaciones: 1 licitación cierra pronto');
    expect(beasMessage!.text).toContain('- Alumbrado de Bea');

    // Next morning: the same deadlines are not listed again.
    const tomorrow = new Date(now.getTime() + DAY);
    expect(await daily(tomorrow)).toMatchObject({ mailed: 0, closingSoon: 0 });
    expect(await outboxOf(ana.email)).toHaveLength(1);

    // The body moves a deadline: that tender is listed again, with the new one.
    const moved = new Date(now.getTime() + 5 * DAY);
    await db.update(projects).set({ submissionDeadline: moved }).where(eq(projects.id, followed.id));
    expect(await daily(tomorrow)).toMatchObject({ mailed: 1, closingSoon: 1 });
    const messages = await outboxOf(ana.email);
    expect(messages).toHaveLength(2);
    expect(messages[1]!.subject).toBe('Tu resumen diario de licitaciones: 1 licitación cierra pronto');
    expect(messages[1]!.text).toContain('- Limpieza del polideportivo');
    expect(messages[1]!.text).not.toContain('Suministro de papel');

    // Two days on, 'Obras del puerto' (9 days away at first) is within 7 days.
    expect(await daily(new Date(now.getTime() + 2 * DAY + 60_000))).toMatchObject({
      mailed: 1,
      closingSoon: 1,
    });
    expect((await outboxOf(ana.email))[2]!.text).toContain('- Obras del puerto');

    // Once the deadlines have passed their records are dropped.
    await daily(new Date(now.getTime() + 30 * DAY));
    expect(await db.select().from(closingSoonMentions).where(eq(closingSoonMentions.userId, ana.id))).toEqual(
      [],
    );
  });

  it('comes first in a digest with notifications, and never in the weekly one', async () => {
    const db = database.db;
    const now = new Date();
    const user = await createUser(db);
    const closing = await closingIn('Mantenimiento de ascensores', now, 2);
    const news = await createTender(db, { title: 'Transporte escolar' });
    await createTenderFollowRow(db, user.id, closing.id, { mailingFrequency: 'weekly' });
    await createNotificationRow(db, user.id, {
      projectId: news.id,
      notificationTypes: ['alert'],
      mailingFrequency: 'weekly',
    });

    await sendDigests(db, { frequency: 'weekly', publicUrl: APP, now });
    const [weekly] = await outboxOf(user.email);
    expect(weekly!.subject).toBe('Tu resumen semanal de licitaciones: 1 notificación');
    expect(weekly!.text).not.toContain('CIERRAN PRONTO');

    await createNotificationRow(db, user.id, { projectId: news.id, notificationTypes: ['alert'] });
    await daily(now);
    const [, message] = await outboxOf(user.email);
    expect(message!.subject).toBe('Tu resumen diario de licitaciones: 1 notificación');
    const text = message!.text!;
    expect(text.indexOf('CIERRAN PRONTO (1)')).toBeGreaterThan(0);
    expect(text.indexOf('CIERRAN PRONTO (1)')).toBeLessThan(
      text.indexOf('NUEVAS LICITACIONES DE TUS ALERTAS (1)'),
    );
    expect(text).toContain('- Mantenimiento de ascensores');
  });
});
