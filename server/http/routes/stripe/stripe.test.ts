import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_MESSAGES } from '../../../../common/api/billing';
import { computePrice } from '../../../../common/pricing';
import { invoices, subscriptions } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';
import { billingPayload, createSubscriptionRow } from '../../../test/billing-factories';
import { type AuthHeaders, createUser, signInAs } from '../../../test/factories';
import { testHttp } from '../../../test/http';
import { type StripeFake, startStripeFake, stripeFakeEnv } from '../../../test/stripe-fake';

let fake: StripeFake;
let t: TestApp;
beforeAll(async () => {
  fake = await startStripeFake();
  t = await createTestApp({ ...stripeFakeEnv(fake), CONTACT_EMAIL: 'soporte@licitaciones.test' });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const expiredTrial = () => new Date(Date.now() - 86_400_000);
async function signedIn() {
  const user = await createUser(t.database.db, { trialEndsAt: expiredTrial() });
  return { user, headers: await signInAs(t.app, user) };
}
const { call } = testHttp(() => t);
const subscribe = (headers: AuthHeaders, fields: Record<string, unknown> = {}) =>
  call('POST', '/stripe/subscription', headers, billingPayload(fields));
const alertsStatus = async (headers: AuthHeaders) => (await call('GET', '/v1/alerts', headers)).statusCode;

describe('without Stripe configured', () => {
  it('answers every card call with 503 and where to ask for manual billing', async () => {
    const plain = await createTestApp({ CONTACT_EMAIL: 'soporte@licitaciones.test' });
    try {
      const user = await createUser(plain.database.db);
      const headers = await signInAs(plain.app, user);
      for (const [method, url] of [
        ['POST', '/stripe/subscription'],
        ['PUT', '/stripe/customers'],
      ] as const) {
        const res = await plain.app.inject({ method, url, headers, payload: billingPayload() });
        expect(res.statusCode).toBe(503);
        expect(res.json().message).toBe(
          'Pago con tarjeta no configurado. Para contratar con facturación manual, escribe a soporte@licitaciones.test.',
        );
      }
      expect((await plain.app.inject({ method: 'GET', url: '/stripe/customer', headers })).statusCode).toBe(
        503,
      );
    } finally {
      await plain.close();
    }
  });
});

describe('with Stripe configured', () => {
  it('tells the app the publishable key for the card field', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/config' });
    expect(res.json().stripe_publishable_key).toBe('pk_test_fake');
  });
});

describe('subscribing', () => {
  it('charges the tier price with VAT, opens the tenders and lists the owner as licence holder', async () => {
    const { user, headers } = await signedIn();
    expect(await alertsStatus(headers)).toBe(403);

    const res = await subscribe(headers, { quantity: 5 });
    expect(res.statusCode).toBe(200);
    expect(res.json().subscription).toMatchObject({
      status: 'active',
      quantity: 5,
      used: 1,
      owner: true,
      billing_type: 'stripe',
      billing_frequency: 'monthly',
      cancel_at_period_end: false,
      users: [{ id: user.id }],
    });
    expect(new Date(res.json().subscription.current_period_end).getTime()).toBeGreaterThan(Date.now());
    expect(await alertsStatus(headers)).toBe(200);

    const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.userId, user.id));
    const price = computePrice(5, 'monthly');
    expect(invoice).toMatchObject({
      status: 'paid',
      currency: 'eur',
      subtotal: price.subtotalCents,
      total: price.totalCents,
      amountPaid: 181_50,
    });

    const customer = await call('GET', '/stripe/customer', headers);
    expect(customer.json()).toEqual({
      name: 'Construcciones Pérez SL',
      phone: '+34 600 000 000',
      billing_address: billingPayload().address,
      card: { brand: 'visa', funding: 'credit', last4: '4242' },
    });
    expect((await subscribe(headers)).statusCode).toBe(409);
  });

  it('creates one customer and one subscription for a double submit with the same Idempotency-Key', async () => {
    const { user, headers } = await signedIn();
    const submit = () =>
      t.app.inject({
        method: 'POST',
        url: '/stripe/subscription',
        headers: { ...headers, 'idempotency-key': 'intento-3f9a2c71' },
        payload: billingPayload({ quantity: 2 }),
      });
    const answers = await Promise.all([submit(), submit()]);

    expect(answers.map((res) => res.statusCode)).toContain(200);
    for (const res of answers) expect([200, 409]).toContain(res.statusCode);
    const customers = [...fake.customers.values()].filter((c) => c.email === user.email);
    expect(customers).toHaveLength(1);
    const stripeSubscriptions = [...fake.subscriptions.values()].filter(
      (s) => s.customer === customers[0]!.id,
    );
    expect(stripeSubscriptions).toHaveLength(1);
    const rows = await t.database.db.select().from(subscriptions).where(eq(subscriptions.ownerId, user.id));
    expect(rows).toMatchObject([{ quantity: 2, status: 'active' }]);
    const charged = await t.database.db.select().from(invoices).where(eq(invoices.userId, user.id));
    expect(charged).toHaveLength(1);
  });

  it('takes out one subscription when two forms of one user arrive at once with different keys', async () => {
    const { user, headers } = await signedIn();
    const submit = (key: string) =>
      t.app.inject({
        method: 'POST',
        url: '/stripe/subscription',
        headers: { ...headers, 'idempotency-key': key },
        payload: billingPayload({ quantity: 3 }),
      });
    const answers = await Promise.all([submit('pestana-1'), submit('pestana-2'), submit('pestana-3')]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409, 409]);
    expect(answers.find((res) => res.statusCode === 409)!.json().message).toBe(
      'Ya se está contratando una suscripción desde tu cuenta: espera a que termine antes de volver a intentarlo.',
    );
    const stripeSubscriptions = [...fake.subscriptions.values()].filter(
      (s) => fake.customers.get(s.customer as string)?.email === user.email,
    );
    expect(stripeSubscriptions).toHaveLength(1);
    // Once it ended, the user is free to try again (and is told they already hold a licence).
    const again = await submit('pestana-4');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Ya tienes una licencia de una suscripción activa.');
  });

  it('bills a year at the yearly tier and applies a coupon', async () => {
    const { user, headers } = await signedIn();
    const res = await subscribe(headers, {
      quantity: 12,
      billing_frequency: 'yearly',
      coupon: 'BIENVENIDA10',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().subscription).toMatchObject({ quantity: 12, billing_frequency: 'yearly' });
    const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.userId, user.id));
    expect(invoice!.subtotal).toBe(computePrice(12, 'yearly').subtotalCents * 0.9);
  });

  it('refuses a declined card, an unknown coupon and a missing card, leaving no subscription', async () => {
    const { user, headers } = await signedIn();
    const declined = await subscribe(headers, { token: 'pm_card_chargeDeclined' });
    expect(declined.statusCode).toBe(422);
    expect(declined.json().message).toBe('La tarjeta ha sido rechazada: Your card was declined.');
    const coupon = await subscribe(headers, { coupon: 'NOEXISTE' });
    expect(coupon.statusCode).toBe(422);
    expect(coupon.json().message).toBe('El cupón no es válido.');
    expect((await subscribe(headers, { token: undefined })).statusCode).toBe(400);
    expect(
      await t.database.db.select().from(subscriptions).where(eq(subscriptions.ownerId, user.id)),
    ).toEqual([]);
    expect(await alertsStatus(headers)).toBe(403);
  });

  it('answers each form rule with its own Spanish message', async () => {
    const { headers } = await signedIn();
    const empty = { line1: '', line2: '', postal_code: '', city: '', state: '', country: '' };
    const res = await subscribe(headers, { name: ' ', address: empty, quantity: 0 });
    expect(res.statusCode).toBe(400);
    const messages = res.json().errors.map((e: { message: string }) => e.message);
    expect(messages).toEqual(expect.arrayContaining(Object.values(BILLING_MESSAGES)));
  });
});

describe('changing a card subscription', () => {
  it('previews and applies a prorated licence change, never below the licences in use', async () => {
    const { user, headers } = await signedIn();
    await subscribe(headers, { quantity: 1 });
    const member = await createUser(t.database.db);

    // Right after subscribing nearly the whole month remains: 1 → 5 costs the full difference.
    const preview = await call('GET', '/stripe/subscription/proration?quantity=5', headers);
    expect(preview.statusCode).toBe(200);
    const difference = computePrice(5, 'monthly').subtotalCents - computePrice(1, 'monthly').subtotalCents;
    expect(preview.json()).toEqual({
      quantity: 5,
      currency: 'eur',
      subtotal: difference,
      total: Math.round(difference * 1.21),
      amount_due: Math.round(difference * 1.21),
    });

    const up = await call('PUT', '/stripe/subscription', headers, { quantity: 5 });
    expect(up.statusCode).toBe(200);
    expect(up.json()).toMatchObject({ pending_subscription_upgrade: false, subscription: { quantity: 5 } });
    const stored = await t.database.db.select().from(invoices).where(eq(invoices.userId, user.id));
    expect(stored.map((i) => [i.subtotal, i.status])).toEqual(expect.arrayContaining([[difference, 'paid']]));

    const subscriptionId = up.json().subscription.id;
    await call('POST', `/v1/subscriptions/${subscriptionId}/user`, headers, { user_email: member.email });
    const below = await call('PUT', '/stripe/subscription', headers, { quantity: 1 });
    expect(below.statusCode).toBe(422);
    expect(below.json().message).toBe(
      'Hay 2 usuarios con licencia: quita usuarios antes de bajar a 1 licencia.',
    );
    expect((await call('GET', '/stripe/subscription/proration?quantity=1', headers)).statusCode).toBe(422);
  });

  it('never leaves more seats in use than licences when offers arrive during a decrease', async () => {
    const { headers } = await signedIn();
    const id: number = (await subscribe(headers, { quantity: 5 })).json().subscription.id;
    const answers = await Promise.all([
      call('PUT', '/stripe/subscription', headers, { quantity: 2 }),
      ...Array.from({ length: 4 }, (_, i) =>
        call('POST', `/v1/subscriptions/${id}/user`, headers, {
          user_email: `asiento-${id}-${i}@example.com`,
        }),
      ),
    ]);
    expect(answers.map((a) => a.statusCode).every((s) => s === 200 || s === 422)).toBe(true);
    const licence = (await call('GET', `/v1/subscriptions/${id}`, headers)).json();
    expect(licence.used).toBeLessThanOrEqual(licence.quantity);
    expect(licence.quantity).toBe(answers[0]!.statusCode === 200 ? 2 : 5);
  });

  it('keeps an increase whose charge fails pending, with the invoice to pay', async () => {
    const { headers } = await signedIn();
    await subscribe(headers, { quantity: 2 });
    const card = await call('PUT', '/stripe/customer', headers, {
      payment_method: { token: 'pm_card_chargeDeclined' },
    });
    expect(card.json().card.last4).toBe('0002');

    const res = await call('PUT', '/stripe/subscription', headers, { quantity: 8 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ pending_subscription_upgrade: true, subscription: { quantity: 2 } });
    expect(fake.invoices.get(res.json().pending_invoice_id)).toMatchObject({ status: 'open' });
  });

  it('turns renewal off and on, and cancels at once', async () => {
    const { headers } = await signedIn();
    await subscribe(headers);
    const off = await call('PUT', '/stripe/subscription', headers, { cancel_at_period_end: true });
    expect(off.json().subscription).toMatchObject({ status: 'active', cancel_at_period_end: true });
    const on = await call('PUT', '/stripe/subscription', headers, { cancel_at_period_end: false });
    expect(on.json().subscription.cancel_at_period_end).toBe(false);
    expect((await call('PUT', '/stripe/subscription', headers, {})).statusCode).toBe(400);

    const canceled = await call('DELETE', '/stripe/subscription', headers);
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json().subscription.status).toBe('canceled');
    expect(await alertsStatus(headers)).toBe(403);
    expect((await call('DELETE', '/stripe/subscription', headers)).statusCode).toBe(404);
  });

  it('cancels the card subscription at Stripe when the owner deletes the account', async () => {
    const { user, headers } = await signedIn();
    await subscribe(headers, { quantity: 2 });
    const [row] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.ownerId, user.id));
    expect((await call('DELETE', '/v1/user', headers)).statusCode).toBe(200);
    expect(fake.subscriptions.get(row!.stripeSubscriptionId!)).toMatchObject({ status: 'canceled' });
    expect(await t.database.db.select().from(subscriptions).where(eq(subscriptions.id, row!.id))).toEqual([]);
  });

  it('sends owners of manual billing to the provider and refuses members', async () => {
    const owner = await signedIn();
    const member = await signedIn();
    await createSubscriptionRow(t.database.db, owner.user.id, { quantity: 2, memberIds: [member.user.id] });
    const manual = await call('PUT', '/stripe/subscription', owner.headers, { quantity: 3 });
    expect(manual.statusCode).toBe(422);
    expect(manual.json().message).toBe(
      'Tu suscripción se factura manualmente: para cambiarla o cancelarla escribe a soporte@licitaciones.test.',
    );
    expect((await call('DELETE', '/stripe/subscription', member.headers)).statusCode).toBe(403);
    expect((await call('GET', '/stripe/customer', member.headers)).statusCode).toBe(404);
  });
});
