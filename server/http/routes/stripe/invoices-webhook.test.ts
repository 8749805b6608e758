import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computePrice } from '../../../../common/pricing';
import { invoices, subscriptions, users } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';
import { billingPayload } from '../../../test/billing-factories';
import { createUser, signInAs } from '../../../test/factories';
import { testHttp } from '../../../test/http';
import { type StripeFake, startStripeFake, stripeFakeEnv } from '../../../test/stripe-fake';

let fake: StripeFake;
let t: TestApp;
beforeAll(async () => {
  fake = await startStripeFake();
  t = await createTestApp(stripeFakeEnv(fake));
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const { call } = testHttp(() => t);

/** A user with an expired trial who subscribed `quantity` licences with the test Visa card. */
async function subscriber(quantity = 1) {
  const user = await createUser(t.database.db, { trialEndsAt: new Date(Date.now() - 86_400_000) });
  const headers = await signInAs(t.app, user);
  const res = await call('POST', '/stripe/subscription', headers, billingPayload({ quantity }));
  expect(res.statusCode).toBe(200);
  const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
  const [subscription] = await t.database.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.ownerId, user.id));
  return { user: row!, headers, subscription: subscription! };
}

const signer = new Stripe('sk_test_fake');
function sendEvent(event: object, secret = 'whsec_fake') {
  const payload = JSON.stringify(event);
  return t.app.inject({
    method: 'POST',
    url: '/stripe/webhook',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret }),
    },
    payload,
  });
}
let eventSeq = 0;
const event = (type: string, object: object, id = `evt_test_${++eventSeq}`) => ({
  id,
  object: 'event',
  type,
  api_version: '2026-10-28.endive',
  created: Math.floor(Date.now() / 1000),
  data: { object },
});

describe('invoices', () => {
  it('lists the owner’s invoices with cents and unix dates, serves the PDF as date_number.pdf', async () => {
    const { headers } = await subscriber(5);
    const list = await call('GET', '/stripe/invoices', headers);
    expect(list.statusCode).toBe(200);
    const [invoice] = list.json().invoices;
    const price = computePrice(5, 'monthly');
    expect(invoice).toMatchObject({
      currency: 'eur',
      subtotal: price.subtotalCents,
      total: price.totalCents,
      amount_paid: price.totalCents,
      amount_remaining: 0,
      status: 'paid',
    });
    expect(invoice.issue_date).toBeGreaterThan(Date.now() / 1000 - 60);
    expect(invoice.paid_at).toBeGreaterThanOrEqual(invoice.issue_date);

    const pdf = await call('GET', `/stripe/invoices/${invoice.id}`, headers);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.body).toContain(`%PDF-1.4 factura ${invoice.number}`);
    // Issued at 00:30 on New Year's Day in Madrid (still 31 December in UTC): named for the Madrid day.
    await t.database.db
      .update(invoices)
      .set({ issuedAt: new Date('2026-12-31T23:30:00Z') })
      .where(eq(invoices.id, invoice.id));
    const newYear = await call('GET', `/stripe/invoices/${invoice.id}`, headers);
    expect(newYear.headers['content-disposition']).toBe(
      `attachment; filename="2027_01_01_${invoice.number}.pdf"`,
    );

    const other = await subscriber();
    expect((await call('GET', `/stripe/invoices/${invoice.id}`, other.headers)).statusCode).toBe(404);
    expect((await call('GET', `/stripe/invoices/${invoice.id}/pay`, other.headers)).statusCode).toBe(404);
    expect((await call('GET', '/stripe/invoices', other.headers)).json().invoices).not.toContainEqual(
      expect.objectContaining({ id: invoice.id }),
    );
  });

  it('pays a pending upgrade with a new card and applies the waiting licences', async () => {
    const { headers } = await subscriber(2);
    await call('PUT', '/stripe/customer', headers, { payment_method: { token: 'pm_card_chargeDeclined' } });
    const pending = await call('PUT', '/stripe/subscription', headers, { quantity: 4 });
    const invoiceId = pending.json().pending_invoice_id;
    expect(pending.json()).toMatchObject({
      pending_subscription_upgrade: true,
      subscription: { quantity: 2 },
    });
    expect((await call('GET', `/stripe/invoices/${invoiceId}/pay`, headers)).statusCode).toBe(422);

    await call('PUT', '/stripe/customer', headers, { payment_method: { token: 'pm_card_mastercard' } });
    const me = await call('GET', '/v1/user', headers);
    expect(me.json()).toMatchObject({
      pending_subscription_upgrade: false,
      pending_invoice_id: null,
      subscription: { quantity: 4 },
    });
    const invoices = (await call('GET', '/stripe/invoices', headers)).json().invoices;
    expect(invoices.find((i: { id: string }) => i.id === invoiceId)).toMatchObject({ status: 'paid' });
    expect((await call('GET', `/stripe/invoices/${invoiceId}/pay`, headers)).statusCode).toBe(409);
  });
});

describe('POST /stripe/webhook', () => {
  it('rejects an event without a valid signature and changes nothing', async () => {
    const { subscription } = await subscriber(3);
    const stripeSub = fake.subscriptions.get(subscription.stripeSubscriptionId!)!;
    const forged = await sendEvent(
      event('customer.subscription.deleted', { ...stripeSub, status: 'canceled' }),
      'whsec_other',
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe('La firma del evento de Stripe no es válida.');
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event('customer.subscription.deleted', stripeSub)),
    });
    expect(unsigned.statusCode).toBe(400);
    const [row] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, subscription.id));
    expect(row!.status).toBe('active');
  });

  it('applies subscription changes once per event id, always with the state Stripe has now', async () => {
    const { headers, subscription } = await subscriber(3);
    const stripeSub = fake.subscriptions.get(subscription.stripeSubscriptionId!)!;
    const item = (stripeSub.items as { data: Record<string, unknown>[] }).data[0]!;
    const quantityShown = async () => (await call('GET', '/v1/user', headers)).json().subscription.quantity;

    item.quantity = 7;
    const first = event('customer.subscription.updated', stripeSub);
    expect((await sendEvent(first)).json()).toEqual({ received: true, duplicate: false });
    expect(await quantityShown()).toBe(7);

    item.quantity = 4;
    await sendEvent(event('customer.subscription.updated', stripeSub));
    expect((await sendEvent(first)).json()).toEqual({ received: true, duplicate: true });
    expect(await quantityShown()).toBe(4);
    // An older event delivered late carries an old quantity; what Stripe has now is kept.
    await sendEvent(
      event('customer.subscription.updated', { ...stripeSub, items: { data: [{ ...item, quantity: 9 }] } }),
    );
    expect(await quantityShown()).toBe(4);

    stripeSub.status = 'canceled';
    await sendEvent(event('customer.subscription.deleted', stripeSub));
    expect((await call('GET', '/v1/user', headers)).json().subscription.status).toBe('canceled');
    expect((await call('GET', '/v1/alerts', headers)).statusCode).toBe(403);
  });

  it('marks a failed charge as needing a new card and clears it when the invoice is paid', async () => {
    const { user, headers } = await subscriber(1);
    const [first] = [...fake.invoices.values()].filter((i) => i.customer === user.stripeCustomerId);
    const renewal: Record<string, unknown> = {
      ...first,
      id: 'in_renovacion_1',
      number: 'FAKE-R1',
      status: 'open',
      amount_paid: 0,
      amount_remaining: first!.amount_due,
    };
    fake.invoices.set('in_renovacion_1', renewal);
    const failed = event('invoice.payment_failed', renewal);

    await sendEvent(failed);
    expect((await call('GET', '/v1/user', headers)).json()).toMatchObject({
      pending_payment_method: true,
      pending_invoice_id: 'in_renovacion_1',
    });
    const listed = (await call('GET', '/stripe/invoices', headers)).json().invoices;
    expect(listed.map((i: { number: string; status: string }) => [i.number, i.status])).toContainEqual([
      'FAKE-R1',
      'open',
    ]);

    Object.assign(renewal, { status: 'paid', amount_paid: renewal.amount_due, amount_remaining: 0 });
    await sendEvent(event('invoice.paid', renewal));
    const cleared = { pending_payment_method: false, pending_invoice_id: null };
    expect((await call('GET', '/v1/user', headers)).json()).toMatchObject(cleared);
    // The failure notice again (a retry with a new id) finds the invoice paid: nothing is pending.
    await sendEvent(event('invoice.payment_failed', renewal));
    expect((await call('GET', '/v1/user', headers)).json()).toMatchObject(cleared);
  });
});
