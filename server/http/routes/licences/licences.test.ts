import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_LICENCES_LEFT_MESSAGE } from '../../../../common/api/subscriptions';
import { createTestApp, type TestApp } from '../../../test/app';
import { createSubscriptionRow } from '../../../test/billing-factories';
import { type AuthHeaders, createUser, signInAs } from '../../../test/factories';
import { createAlertRow, createNotificationRow } from '../../../test/monitoring-factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CONTACT_EMAIL: 'soporte@licitaciones.test' });
});
afterAll(() => t.close());

const CONTACT_MESSAGE =
  'Se ha producido un error, si persiste, por favor contacte con soporte@licitaciones.test';
const expiredTrial = () => new Date(Date.now() - 86_400_000);

async function signedIn(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t.database.db, overrides);
  return { user, headers: await signInAs(t.app, user) };
}

const getSubscription = (headers: AuthHeaders, id: number) =>
  t.app.inject({ method: 'GET', url: `/v1/subscriptions/${id}`, headers });
const addMember = (headers: AuthHeaders, id: number, email: string) =>
  t.app.inject({
    method: 'POST',
    url: `/v1/subscriptions/${id}/user`,
    headers,
    payload: { user_email: email },
  });
const removeMember = (headers: AuthHeaders, id: number, userId: number) =>
  t.app.inject({ method: 'DELETE', url: `/v1/subscriptions/${id}/user/${userId}`, headers });
const me = async (headers: AuthHeaders) =>
  (await t.app.inject({ method: 'GET', url: '/v1/user', headers })).json();
const alertsStatus = async (headers: AuthHeaders) =>
  (await t.app.inject({ method: 'GET', url: '/v1/alerts', headers })).statusCode;

describe('tender access through a subscription', () => {
  it('opens the tender calls to the owner and members of an active subscription after the trial', async () => {
    const owner = await signedIn({ trialEndsAt: expiredTrial() });
    const member = await signedIn({ trialEndsAt: expiredTrial() });
    const outsider = await signedIn({ trialEndsAt: expiredTrial() });
    const subscription = await createSubscriptionRow(t.database.db, owner.user.id, {
      quantity: 3,
      billingFrequency: 'yearly',
      memberIds: [member.user.id],
    });

    expect(await alertsStatus(owner.headers)).toBe(200);
    expect(await alertsStatus(member.headers)).toBe(200);
    expect(await alertsStatus(outsider.headers)).toBe(403);

    expect(await me(owner.headers)).toMatchObject({
      trial_days_remaining: 0,
      subscription: {
        id: subscription.id,
        status: 'active',
        quantity: 3,
        used: 2,
        owner: true,
        owner_email: owner.user.email,
        billing_type: 'manual',
        billing_frequency: 'yearly',
        cancel_at_period_end: false,
        users: [
          { id: owner.user.id, email: owner.user.email, name: 'Ana Pérez' },
          { id: member.user.id, email: member.user.email, name: 'Ana Pérez' },
        ],
      },
    });
    expect((await me(member.headers)).subscription).toMatchObject({
      id: subscription.id,
      owner: false,
      owner_email: owner.user.email,
    });
  });

  it('closes them when the subscription is canceled or expired, unless trial days remain', async () => {
    const expired = await signedIn({ trialEndsAt: expiredTrial() });
    await createSubscriptionRow(t.database.db, expired.user.id, { status: 'canceled' });
    expect(await alertsStatus(expired.headers)).toBe(403);
    expect((await me(expired.headers)).subscription).toMatchObject({
      status: 'canceled',
      trial_days_remaining: 0,
    });

    const onTrial = await signedIn();
    await createSubscriptionRow(t.database.db, onTrial.user.id, { status: 'expired' });
    expect(await alertsStatus(onTrial.headers)).toBe(200);
  });

  it('lets an active membership decide over an old canceled subscription of the user’s own', async () => {
    const user = await signedIn({ trialEndsAt: expiredTrial() });
    await createSubscriptionRow(t.database.db, user.user.id, { status: 'canceled' });
    const owner = await createUser(t.database.db);
    const active = await createSubscriptionRow(t.database.db, owner.id, {
      quantity: 2,
      memberIds: [user.user.id],
    });
    expect((await me(user.headers)).subscription).toMatchObject({
      id: active.id,
      status: 'active',
      owner: false,
    });
    expect(await alertsStatus(user.headers)).toBe(200);
  });
});

describe('GET /v1/subscriptions/{id}', () => {
  it('shows the owner each licence holder with their alerts and notifications', async () => {
    const owner = await signedIn();
    const member = await createUser(t.database.db, { name: 'Luis Gómez' });
    const subscription = await createSubscriptionRow(t.database.db, owner.user.id, {
      quantity: 2,
      memberIds: [member.id],
    });
    await createAlertRow(t.database.db, member.id);
    await createAlertRow(t.database.db, member.id, { name: 'Suministros' });
    await createNotificationRow(t.database.db, member.id, { date: new Date('2026-03-02T10:00:00Z') });
    await createNotificationRow(t.database.db, member.id, {
      date: new Date('2026-03-05T08:30:00Z'),
      processed: true,
    });

    const res = await getSubscription(owner.headers, subscription.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: subscription.id,
      status: 'active',
      owner: { id: owner.user.id, email: owner.user.email },
      quantity: 2,
      used: 2,
      billing_type: 'manual',
      billing_frequency: 'monthly',
      cancel_at_period_end: false,
      current_period_end: null,
      users: [
        {
          id: owner.user.id,
          name: 'Ana Pérez',
          email: owner.user.email,
          total_alerts: 0,
          unprocessed_notifications: 0,
          total_notifications: 0,
          last_notification_date: null,
          pending: false,
        },
        {
          id: member.id,
          name: 'Luis Gómez',
          email: member.email,
          total_alerts: 2,
          unprocessed_notifications: 1,
          total_notifications: 2,
          last_notification_date: '2026-03-05T08:30:00.000Z',
          pending: false,
        },
      ],
    });
  });
});

describe('members', () => {
  it('removes a member, who then loses the tenders', async () => {
    const owner = await signedIn();
    const member = await signedIn({ trialEndsAt: expiredTrial() });
    const subscription = await createSubscriptionRow(t.database.db, owner.user.id, {
      quantity: 2,
      memberIds: [member.user.id],
    });
    expect(await alertsStatus(member.headers)).toBe(200);

    const removed = await removeMember(owner.headers, subscription.id, member.user.id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ used: 1, users: [{ id: owner.user.id }] });
    expect(await alertsStatus(member.headers)).toBe(403);
  });

  it('refuses a member beyond the licences with the catalogue message', async () => {
    const owner = await signedIn();
    const subscription = await createSubscriptionRow(t.database.db, owner.user.id, { quantity: 1 });
    const other = await createUser(t.database.db);

    const res = await addMember(owner.headers, subscription.id, other.email);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(NO_LICENCES_LEFT_MESSAGE);
    expect((await getSubscription(owner.headers, subscription.id)).json().used).toBe(1);
  });

  it('answers other refusals with the contact message and the reason', async () => {
    const owner = await signedIn();
    const subscription = await createSubscriptionRow(t.database.db, owner.user.id, { quantity: 5 });
    const taken = await createUser(t.database.db);
    const twice = await addMember(owner.headers, subscription.id, owner.user.email);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(CONTACT_MESSAGE);

    const canceledOwner = await signedIn();
    const canceled = await createSubscriptionRow(t.database.db, canceledOwner.user.id, {
      status: 'canceled',
      quantity: 3,
    });
    const closed = await addMember(canceledOwner.headers, canceled.id, taken.email);
    expect(closed.statusCode).toBe(422);
    expect(closed.json().message).toBe(CONTACT_MESSAGE);

    const invalid = await addMember(owner.headers, subscription.id, 'no-es-un-correo');
    expect(invalid.statusCode).toBe(400);
  });

  it('never removes the owner', async () => {
    const owner = await signedIn();
    const subscription = await createSubscriptionRow(t.database.db, owner.user.id, { quantity: 2 });
    const res = await removeMember(owner.headers, subscription.id, owner.user.id);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('El propietario de la suscripción no se puede quitar de la lista.');
    expect(await alertsStatus(owner.headers)).toBe(200);
  });

  it('lets only the owner manage: a member gets 403, anyone else 404, on every call', async () => {
    const owner = await signedIn();
    const member = await signedIn();
    const stranger = await signedIn();
    const subscription = await createSubscriptionRow(t.database.db, owner.user.id, {
      quantity: 3,
      memberIds: [member.user.id],
    });

    for (const [who, status] of [
      [member, 403],
      [stranger, 404],
    ] as const) {
      expect((await getSubscription(who.headers, subscription.id)).statusCode).toBe(status);
      expect((await addMember(who.headers, subscription.id, stranger.user.email)).statusCode).toBe(status);
      expect((await removeMember(who.headers, subscription.id, member.user.id)).statusCode).toBe(status);
      expect((await removeMember(who.headers, subscription.id, owner.user.id)).statusCode).toBe(status);
    }
    expect((await getSubscription(owner.headers, subscription.id)).json().used).toBe(2);
    expect((await getSubscription(owner.headers, 2_000_000)).statusCode).toBe(404);
    expect((await removeMember(owner.headers, subscription.id, stranger.user.id)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/v1/subscriptions/${subscription.id}` })).statusCode,
    ).toBe(401);
  });
});
