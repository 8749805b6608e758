import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_LICENCES_LEFT_MESSAGE } from '../../../../common/api/subscriptions';
import { subscriptionInvitations, subscriptions, users } from '../../../db/schema';
import { createMailTestApp, type MailTestApp } from '../../../test/app';
import { createSubscriptionRow } from '../../../test/billing-factories';
import { type AuthHeaders, createUser, signInAs } from '../../../test/factories';
import { linkIn } from '../../../test/mail-catcher';
import { createAlertRow } from '../../../test/monitoring-factories';

// The owner offers a licence; the person sees it by e-mail and only their acceptance, signed in
// as the account it was offered to, makes them a member the owner can see.
let t: MailTestApp;
beforeAll(async () => {
  t = await createMailTestApp({ CONTACT_EMAIL: 'soporte@licitaciones.test' });
});
afterAll(() => t.close());

const db = () => t.database.db;
const expiredTrial = () => new Date(Date.now() - 86_400_000);
const INVALID_LINK =
  'El enlace de la licencia no es válido o ha caducado. Pide al titular de la suscripción que te la ofrezca de nuevo.';

async function signedIn(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(db(), overrides);
  return { user, headers: await signInAs(t.app, user) };
}

const offer = (headers: AuthHeaders, id: number, email: string) =>
  t.app.inject({
    method: 'POST',
    url: `/v1/subscriptions/${id}/user`,
    headers,
    payload: { user_email: email },
  });
const accept = (headers: AuthHeaders | undefined, token: string) =>
  t.app.inject({ method: 'PUT', url: '/v1/subscriptions/invitation', headers, payload: { token } });
const withdraw = (headers: AuthHeaders, id: number, invitationId: number) =>
  t.app.inject({ method: 'DELETE', url: `/v1/subscriptions/${id}/invitation/${invitationId}`, headers });
const getSubscription = async (headers: AuthHeaders, id: number) =>
  (await t.app.inject({ method: 'GET', url: `/v1/subscriptions/${id}`, headers })).json();
const alertsStatus = async (headers: AuthHeaders) =>
  (await t.app.inject({ method: 'GET', url: '/v1/alerts', headers })).statusCode;

/** The token of the licence link in the next e-mail to `email`. */
async function licenceToken(email: string): Promise<string> {
  const mail = await t.mail.next(email);
  expect(mail.subject).toBe('Te ofrecen una licencia de Licitaciones');
  return new URL(linkIn(mail, 'http://licitaciones.test/licencia?')).searchParams.get('token')!;
}

describe('offering a licence to an account', () => {
  it('is pending without anything of the account, takes a seat, and gives access only once the account accepts the link', async () => {
    const owner = await signedIn();
    const member = await signedIn({ name: 'Luis Gómez', trialEndsAt: expiredTrial() });
    await createAlertRow(db(), member.user.id);
    const subscription = await createSubscriptionRow(db(), owner.user.id, { quantity: 2 });

    const res = await offer(owner.headers, subscription.id, `  ${member.user.email.toUpperCase()} `);
    expect(res.statusCode).toBe(200);
    expect(res.json().used).toBe(2);
    expect(res.json().users[1]).toEqual({
      id: expect.any(Number),
      email: member.user.email,
      pending: true,
      expired: false,
    });
    expect(await alertsStatus(member.headers)).toBe(403);
    const token = await licenceToken(member.user.email);

    // Someone else signed in with the link is refused, and the offer stays as it was.
    const other = await signedIn();
    const wrong = await accept(other.headers, token);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe(
      'Esta licencia se ofreció a otra dirección de correo: inicia sesión con la cuenta a la que llegó el enlace.',
    );
    expect((await accept(undefined, token)).statusCode).toBe(401);
    expect((await getSubscription(owner.headers, subscription.id)).users[1].pending).toBe(true);

    const accepted = await accept(member.headers, token);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().subscription).toMatchObject({ id: subscription.id, owner: false });
    expect(await alertsStatus(member.headers)).toBe(200);
    const shown = await getSubscription(owner.headers, subscription.id);
    expect(shown.used).toBe(2);
    expect(shown.users[1]).toMatchObject({
      id: member.user.id,
      name: 'Luis Gómez',
      total_alerts: 1,
      pending: false,
    });

    // The link works once.
    const again = await accept(member.headers, token);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(INVALID_LINK);
  });

  it('refuses an expired link until offered again, and a person who holds a licence elsewhere until they leave it', async () => {
    const owner = await signedIn();
    const subscription = await createSubscriptionRow(db(), owner.user.id, { quantity: 3 });
    const late = await signedIn();
    await offer(owner.headers, subscription.id, late.user.email);
    const lateToken = await licenceToken(late.user.email);
    await db()
      .update(subscriptionInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(subscriptionInvitations.email, late.user.email));
    const expired = await accept(late.headers, lateToken);
    expect(expired.statusCode).toBe(422);
    expect(expired.json().message).toBe(INVALID_LINK);
    // The owner sees it expired; offering it again sends a link that works.
    const shown = await getSubscription(owner.headers, subscription.id);
    expect(shown.users[1]).toMatchObject({ email: late.user.email, pending: true, expired: true });
    const renewed = await offer(owner.headers, subscription.id, late.user.email);
    expect(renewed.json().users[1]).toMatchObject({ email: late.user.email, expired: false });
    expect((await accept(late.headers, await licenceToken(late.user.email))).statusCode).toBe(200);

    const busy = await signedIn();
    const elsewhere = await createSubscriptionRow(db(), (await createUser(db())).id, {
      quantity: 2,
      memberIds: [busy.user.id],
    });
    await offer(owner.headers, subscription.id, busy.user.email);
    const busyToken = await licenceToken(busy.user.email);
    const refused = await accept(busy.headers, busyToken);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Ya tienes una licencia de otra suscripción activa: deja esa antes de aceptar esta.',
    );
    // The other subscription ends; the offer kept waiting, so the same link now works.
    await db().update(subscriptions).set({ status: 'canceled' }).where(eq(subscriptions.id, elsewhere.id));
    expect((await accept(busy.headers, busyToken)).statusCode).toBe(200);
  });
});

describe("the owner's answer", () => {
  it('is the same for an address with an account, one holding a licence elsewhere, and one without an account', async () => {
    const withAccount = await createUser(db());
    const licensedElsewhere = await createUser(db());
    await createSubscriptionRow(db(), (await createUser(db())).id, {
      quantity: 2,
      memberIds: [licensedElsewhere.id],
    });
    const newAddress = `nueva-${withAccount.id}@example.com`;

    const answers = [];
    for (const email of [withAccount.email, licensedElsewhere.email, newAddress]) {
      const owner = await signedIn();
      const subscription = await createSubscriptionRow(db(), owner.user.id, { quantity: 2 });
      const res = await offer(owner.headers, subscription.id, email);
      const body = res.json();
      answers.push({
        status: res.statusCode,
        used: body.used,
        entry: { ...body.users[1], id: typeof body.users[1].id, email: body.users[1].email === email },
      });
    }
    expect(answers[0]).toEqual({
      status: 200,
      used: 2,
      entry: { id: 'number', email: true, pending: true, expired: false },
    });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
  });

  it('for an address without an account is an account invitation, whose acceptance accepts the licence', async () => {
    const owner = await signedIn();
    const subscription = await createSubscriptionRow(db(), owner.user.id, { quantity: 2 });
    const email = `invitada-${owner.user.id}@example.com`;
    await offer(owner.headers, subscription.id, email);

    const mail = await t.mail.next(email);
    expect(mail.subject).toBe('Te han invitado a Licitaciones');
    expect(mail.text).toContain(`${owner.user.email} te ofrece una licencia de su suscripción`);
    const link = new URL(linkIn(mail, 'http://licitaciones.test/invitacion?'));
    const res = await t.app.inject({
      method: 'PUT',
      url: '/auth/invitation',
      payload: {
        name: 'Marta Ruiz',
        password: 'clave-nueva',
        password_confirmation: 'clave-nueva',
        invitation_token: link.searchParams.get('invitation_token'),
      },
    });
    expect(res.statusCode).toBe(200);
    const [account] = await db().select().from(users).where(eq(users.email, email));
    const shown = await getSubscription(owner.headers, subscription.id);
    expect(shown.users[1]).toMatchObject({ id: account!.id, name: 'Marta Ruiz', pending: false });
  });
});

describe('pending licences', () => {
  it('count against the licences: a full subscription gets the catalogue message', async () => {
    const owner = await signedIn();
    const subscription = await createSubscriptionRow(db(), owner.user.id, { quantity: 2 });
    await offer(owner.headers, subscription.id, 'primera@example.com');
    const full = await offer(owner.headers, subscription.id, 'segunda@example.com');
    expect(full.statusCode).toBe(422);
    expect(full.json().message).toBe(NO_LICENCES_LEFT_MESSAGE);
  });

  it('offered again send a fresh link, and the earlier one stops working', async () => {
    const owner = await signedIn();
    const member = await signedIn();
    const subscription = await createSubscriptionRow(db(), owner.user.id, { quantity: 2 });
    await offer(owner.headers, subscription.id, member.user.email);
    const first = await licenceToken(member.user.email);
    const again = await offer(owner.headers, subscription.id, member.user.email);
    expect(again.statusCode).toBe(200);
    expect(again.json().used).toBe(2);
    const second = await licenceToken(member.user.email);
    expect((await accept(member.headers, first)).statusCode).toBe(422);
    expect((await accept(member.headers, second)).statusCode).toBe(200);
  });

  it('are withdrawn by the owner only: the seat is free again and the link stops working', async () => {
    const owner = await signedIn();
    const member = await signedIn();
    const subscription = await createSubscriptionRow(db(), owner.user.id, { quantity: 2 });
    const offered = await offer(owner.headers, subscription.id, member.user.email);
    const invitationId = offered.json().users[1].id;
    const token = await licenceToken(member.user.email);

    const stranger = await signedIn();
    expect((await withdraw(stranger.headers, subscription.id, invitationId)).statusCode).toBe(404);
    expect((await withdraw(member.headers, subscription.id, invitationId)).statusCode).toBe(404);

    const res = await withdraw(owner.headers, subscription.id, invitationId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ used: 1, users: [{ id: owner.user.id }] });
    const twice = await withdraw(owner.headers, subscription.id, invitationId);
    expect(twice.statusCode).toBe(404);
    expect(twice.json().message).toBe('Esa licencia no está pendiente de aceptar en esta suscripción.');
    expect((await accept(member.headers, token)).statusCode).toBe(422);
    expect((await offer(owner.headers, subscription.id, 'otra@example.com')).statusCode).toBe(200);
  });
});

describe('offers of two owners to one new address at once', () => {
  it('make one passwordless account, both offers pending on it', async () => {
    const owners = await Promise.all([signedIn(), signedIn(), signedIn()]);
    const ids = await Promise.all(
      owners.map(async ({ user }) => (await createSubscriptionRow(db(), user.id, { quantity: 2 })).id),
    );
    const email = `nueva-${ids[0]}@example.com`;
    const answers = await Promise.all(owners.map(({ headers }, i) => offer(headers, ids[i]!, email)));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    expect(await db().select().from(users).where(eq(users.email, email))).toHaveLength(1);
    expect(
      await db().select().from(subscriptionInvitations).where(eq(subscriptionInvitations.email, email)),
    ).toHaveLength(3);
  });
});
