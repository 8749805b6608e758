import { asc, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { madridToday } from '../../../../common/calendar';
import { manualPeriodEnd } from '../../../../common/licence-period';
import { adminAuditLog, subscriptions } from '../../../db/schema';
import { endOfMadridDay } from '../../../domain/licences/manual-period-end';
import { subscriptionsExpireJob } from '../../../jobs/definitions/subscriptions-expire';
import { createTestApp, type TestApp } from '../../../test/app';
import { createSubscriptionRow } from '../../../test/billing-factories';
import { type AuthHeaders, createUser, signInAs } from '../../../test/factories';
import { testHttp } from '../../../test/http';

let t: TestApp;
let admin: AuthHeaders;
let adminId: number;
beforeAll(async () => {
  t = await createTestApp();
  const user = await createUser(t.database.db, { role: 'admin' });
  adminId = user.id;
  admin = await signInAs(t.app, user);
});
afterAll(() => t.close());

const db = () => t.database.db;
const { call: callAs } = testHttp(() => t);
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  callAs(method, url, admin, payload);
const auditOf = (subscriptionId: number) =>
  db()
    .select()
    .from(adminAuditLog)
    .where(eq(adminAuditLog.targetId, subscriptionId))
    .orderBy(asc(adminAuditLog.id));

describe('admin subscriptions', () => {
  it('creates a 3-licence monthly subscription, adds a member, cancels it; each change audited', async () => {
    const owner = await createUser(db());
    const member = await createUser(db());
    const created = await call('POST', '/v1/admin/subscriptions', {
      user_id: owner.id,
      quantity: '3',
      billing_frequency: 'monthly',
    });
    expect(created.statusCode).toBe(200);
    const { id } = created.json();
    expect(created.json()).toMatchObject({
      status: 'active',
      quantity: 3,
      used: 1,
      billing_type: 'manual',
      billing_frequency: 'monthly',
      owner: { id: owner.id, email: owner.email },
    });

    const added = await call('POST', `/v1/admin/subscriptions/${id}/user`, {
      user_email: ` ${member.email} `,
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().users.map((u: { id: number }) => u.id)).toEqual([owner.id, member.id]);
    const asMember = await signInAs(t.app, member);
    const me = (await t.app.inject({ method: 'GET', url: '/v1/user', headers: asMember })).json();
    expect(me.subscription).toMatchObject({ id, status: 'active', owner: false, owner_email: owner.email });

    const canceled = await call('PUT', `/v1/admin/subscriptions/${id}`, { status: 'canceled' });
    expect(canceled.json()).toMatchObject({ status: 'canceled', quantity: 3, used: 2 });
    const after = (await t.app.inject({ method: 'GET', url: '/v1/user', headers: asMember })).json();
    expect(after.subscription.status).toBe('canceled');

    // Granting licences again reuses the owner's one subscription, members kept.
    const grant = (quantity: number) =>
      call('POST', '/v1/admin/subscriptions', { user_id: owner.id, quantity, billing_frequency: 'yearly' });
    expect((await grant(1)).statusCode).toBe(422);
    const again = await grant(2);
    expect(again.json()).toMatchObject({
      id,
      status: 'active',
      quantity: 2,
      used: 2,
      billing_frequency: 'yearly',
    });

    expect(await auditOf(id)).toMatchObject([
      { adminId, action: 'subscription.create', before: null, after: { status: 'active', quantity: 3 } },
      { adminId, action: 'subscription.add_member', after: { user_email: member.email, invited: false } },
      {
        adminId,
        action: 'subscription.update',
        before: { status: 'active', quantity: 3 },
        after: { status: 'canceled', quantity: 3 },
      },
      {
        action: 'subscription.create',
        before: { status: 'canceled', quantity: 3 },
        after: { status: 'active', quantity: 2, billing_frequency: 'yearly' },
      },
    ]);
  });

  it('keeps licences above those in use, never removes the owner, and deletes with its licences', async () => {
    const owner = await createUser(db());
    const member = await createUser(db());
    const { id } = await createSubscriptionRow(db(), owner.id, { quantity: 2, memberIds: [member.id] });

    const tooFew = await call('PUT', `/v1/admin/subscriptions/${id}`, { quantity: 1 });
    expect(tooFew.statusCode).toBe(422);
    expect(tooFew.json().message).toBe('Hay 2 licencias en uso: quita usuarios antes de bajar a 1.');
    const full = await call('POST', `/v1/admin/subscriptions/${id}/user`, {
      user_email: (await createUser(db())).email,
    });
    expect(full.statusCode).toBe(422);
    expect(full.json().message).toBe(
      'No se puede añadir el usuario a la suscripción porque ya se están usando todas las licencias disponibles.',
    );
    const ownerOut = await call('DELETE', `/v1/admin/subscriptions/${id}/user/${owner.id}`);
    expect(ownerOut.statusCode).toBe(422);
    const memberOut = await call('DELETE', `/v1/admin/subscriptions/${id}/user/${member.id}`);
    expect(memberOut.json()).toMatchObject({ used: 1, quantity: 2 });

    const deleted = await call('DELETE', `/v1/admin/subscriptions/${id}`);
    expect(deleted.json().message).toBe('Suscripción borrada.');
    expect((await call('GET', `/v1/admin/subscriptions/${id}`)).statusCode).toBe(404);
    const audit = await auditOf(id);
    expect(audit.map((a) => a.action)).toEqual(['subscription.remove_member', 'subscription.delete']);
    expect(audit[1]).toMatchObject({
      before: { quantity: 2, owner_id: owner.id, user_ids: [owner.id] },
      after: null,
    });
  });

  it('refuses bad input in Spanish, a second active licence, unknown users and card-billed ones', async () => {
    const owner = await createUser(db());
    const bad = await call('POST', '/v1/admin/subscriptions', {
      user_id: owner.id,
      quantity: 'tres',
      billing_frequency: 'weekly',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('El número de licencias debe ser numérico.');
    expect(bad.json().message).toContain('La periodicidad debe ser monthly o yearly.');
    const missing = await call('POST', '/v1/admin/subscriptions', {
      user_id: 2_000_000_000,
      billing_frequency: 'yearly',
    });
    expect(missing.statusCode).toBe(404);

    const card = await createSubscriptionRow(db(), owner.id, { billingType: 'stripe' });
    const twice = await call('POST', '/v1/admin/subscriptions', {
      user_id: owner.id,
      billing_frequency: 'yearly',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('El usuario ya tiene una licencia de una suscripción activa.');
    const status = await call('PUT', `/v1/admin/subscriptions/${card.id}`, { status: 'expired' });
    expect(status.statusCode).toBe(400);
    expect(status.json().message).toContain('El estado debe ser active o canceled.');
    const edit = await call('PUT', `/v1/admin/subscriptions/${card.id}`, { quantity: 5 });
    expect(edit.statusCode).toBe(422);
    expect((await call('DELETE', `/v1/admin/subscriptions/${card.id}`)).statusCode).toBe(422);
    expect((await call('PUT', `/v1/admin/subscriptions/${card.id}`, {})).statusCode).toBe(400);
  });

  it('gives a manual subscription its paid period, which the admin extends and the nightly job expires', async () => {
    const owner = await createUser(db());
    const created = await call('POST', '/v1/admin/subscriptions', {
      user_id: owner.id,
      billing_frequency: 'yearly',
    });
    const { id } = created.json();
    const yearOn = endOfMadridDay(manualPeriodEnd('yearly', madridToday())).toISOString();
    expect(created.json().current_period_end).toBe(yearOn);

    const past = await call('PUT', `/v1/admin/subscriptions/${id}`, { current_period_end: '2020-01-31' });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe(
      'Datos no válidos — body.current_period_end: La fecha «Válida hasta» (current_period_end) no puede ser anterior a hoy.',
    );
    const extended = await call('PUT', `/v1/admin/subscriptions/${id}`, { current_period_end: '2099-02-28' });
    expect(extended.statusCode).toBe(200);
    expect(extended.json()).toMatchObject({
      status: 'active',
      current_period_end: '2099-02-28T22:59:59.999Z',
    });
    const me = (
      await t.app.inject({ method: 'GET', url: '/v1/user', headers: await signInAs(t.app, owner) })
    ).json();
    expect(me.subscription.current_period_end).toBe('2099-02-28T22:59:59.999Z');

    // The period ran out (set behind the API's back: it refuses past dates): the nightly job expires it.
    await db()
      .update(subscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() - 60_000) })
      .where(eq(subscriptions.id, id));
    await subscriptionsExpireJob.handler({}, { db: db(), config: t.config, log: pino({ level: 'silent' }) });
    expect((await call('GET', `/v1/admin/subscriptions/${id}`)).json().status).toBe('expired');

    // Reactivating needs a period that has not ended.
    const stale = await call('PUT', `/v1/admin/subscriptions/${id}`, { status: 'active' });
    expect(stale.statusCode).toBe(422);
    expect(stale.json().message).toBe(
      'Para reactivar la suscripción indica hasta cuándo es válida: una fecha «Válida hasta» a partir de hoy.',
    );
    const today = madridToday();
    const renewed = await call('PUT', `/v1/admin/subscriptions/${id}`, {
      status: 'active',
      current_period_end: today,
    });
    expect(renewed.json()).toMatchObject({
      status: 'active',
      current_period_end: endOfMadridDay(today).toISOString(),
    });

    expect((await auditOf(id)).map((a) => [a.action, a.before, a.after])).toMatchObject([
      ['subscription.create', null, { current_period_end: yearOn }],
      [
        'subscription.update',
        { current_period_end: yearOn },
        { status: 'active', current_period_end: '2099-02-28T22:59:59.999Z' },
      ],
      [
        'subscription.update',
        { status: 'expired' },
        { status: 'active', current_period_end: endOfMadridDay(today).toISOString() },
      ],
    ]);
  });

  it('takes the admin’s own last day on create', async () => {
    const owner = await createUser(db());
    const created = await call('POST', '/v1/admin/subscriptions', {
      user_id: owner.id,
      billing_frequency: 'monthly',
      current_period_end: '2099-12-31',
    });
    expect(created.json().current_period_end).toBe('2099-12-31T22:59:59.999Z');
    const badDay = await call('POST', '/v1/admin/subscriptions', {
      user_id: owner.id,
      billing_frequency: 'monthly',
      current_period_end: '31/12/2099',
    });
    expect(badDay.statusCode).toBe(400);
    expect(badDay.json().message).toContain(
      'La fecha «Válida hasta» (current_period_end) debe tener el formato AAAA-MM-DD.',
    );
  });
});
