import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A loopback stand-in for the parts of Stripe's API the billing calls use, answering the JSON
 * Stripe answers, so tests run the real `stripe` SDK (pointed here by STRIPE_API_URL). Prices are
 * volume-tiered like the ones set up in Stripe's dashboard; charges succeed unless the payment
 * method is Stripe's test `pm_card_chargeDeclined`.
 */

type Obj = Record<string, unknown>;
type Tier = { up_to: number | null; unit_amount: number };

export const FAKE_PRICES = { monthly: 'price_licencia_mensual', yearly: 'price_licencia_anual' } as const;
export const FAKE_TAX_RATE = 'txr_iva_21';

const PRICE_TIERS: Record<string, { interval: 'month' | 'year'; tiers: Tier[] }> = {
  [FAKE_PRICES.monthly]: {
    interval: 'month',
    tiers: [
      { up_to: 1, unit_amount: 4500 },
      { up_to: 10, unit_amount: 3000 },
      { up_to: null, unit_amount: 2500 },
    ],
  },
  [FAKE_PRICES.yearly]: {
    interval: 'year',
    tiers: [
      { up_to: 1, unit_amount: 45000 },
      { up_to: 10, unit_amount: 30000 },
      { up_to: null, unit_amount: 25000 },
    ],
  },
};
const TAX_PERCENT: Record<string, number> = { [FAKE_TAX_RATE]: 21 };
const CARDS: Record<string, { brand: string; funding: string; last4: string }> = {
  pm_card_visa: { brand: 'visa', funding: 'credit', last4: '4242' },
  pm_card_mastercard: { brand: 'mastercard', funding: 'credit', last4: '4444' },
  pm_card_chargeDeclined: { brand: 'visa', funding: 'credit', last4: '0002' },
};
const COUPONS: Record<string, number> = { BIENVENIDA10: 10 };

/** Stripe's form encoding (`items[0][price]=…`) back to nested objects and arrays. */
function parseForm(text: string): Obj {
  const root: Obj = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Obj = root;
    path.forEach((segment, i) => {
      if (i === path.length - 1) {
        node[segment] = value;
        return;
      }
      node[segment] ??= /^\d+$/.test(path[i + 1]!) ? [] : {};
      node = node[segment] as Obj;
    });
  }
  return root;
}

function volumeAmount(priceId: string, quantity: number): number {
  const tier = PRICE_TIERS[priceId]!.tiers.find((t) => t.up_to === null || quantity <= t.up_to)!;
  return tier.unit_amount * quantity;
}

class StripeError extends Error {
  constructor(
    readonly status: number,
    readonly body: Obj,
  ) {
    super(String(body.message));
  }
}
/** Like Stripe: an unknown object in the path is a 404, one named by a parameter a 400 naming it. */
const missing = (what: string, id: string, param?: string) =>
  new StripeError(param ? 400 : 404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${what}: '${id}'`,
    ...(param ? { param } : {}),
  });

export interface StripeFake {
  url: string;
  customers: Map<string, Obj>;
  subscriptions: Map<string, Obj>;
  invoices: Map<string, Obj>;
  /** Every request the SDK made, as `METHOD /path`. */
  requests: string[];
  close(): Promise<void>;
}

export async function startStripeFake(): Promise<StripeFake> {
  const customers = new Map<string, Obj>();
  const subscriptions = new Map<string, Obj>();
  const invoices = new Map<string, Obj>();
  const requests: string[] = [];
  const replies = new Map<string, { status: number; body: Obj }>();
  let seq = 0;
  let base = '';
  const id = (prefix: string) => `${prefix}_fake${String(++seq).padStart(6, '0')}`;
  const now = () => Math.floor(Date.now() / 1000);

  function customer(cid: string): Obj {
    const c = customers.get(cid);
    if (!c) throw missing('customer', cid);
    return c;
  }
  function paymentMethod(pm: string, cid: string | null): Obj {
    const card = CARDS[pm];
    if (!card) throw missing('payment_method', pm);
    return { id: pm, object: 'payment_method', type: 'card', customer: cid, card };
  }
  function subscription(sid: string): Obj {
    const s = subscriptions.get(sid);
    if (!s) throw missing('subscription', sid);
    return s;
  }
  function item(s: Obj): Obj {
    return (s.items as { data: Obj[] }).data[0]!;
  }

  /** A finalized invoice of `subtotal` (VAT added), charged to the customer's default card. */
  function invoice(s: Obj, subtotal: number, reason: string): Obj {
    const taxPercent = TAX_PERCENT[(s.default_tax_rates as string[])[0]!] ?? 0;
    const tax = Math.round((subtotal * taxPercent) / 100);
    const inv: Obj = {
      id: id('in'),
      object: 'invoice',
      number: `FAKE-${String(invoices.size + 1).padStart(4, '0')}`,
      customer: s.customer,
      status: 'open',
      billing_reason: reason,
      currency: 'eur',
      subtotal,
      total: subtotal + tax,
      starting_balance: 0,
      amount_due: subtotal + tax,
      amount_paid: 0,
      amount_remaining: subtotal + tax,
      created: now(),
      due_date: null,
      status_transitions: { paid_at: null, finalized_at: now() },
      parent: { type: 'subscription_details', subscription_details: { subscription: s.id } },
      hosted_invoice_url: null,
      invoice_pdf: null,
    };
    inv.invoice_pdf = `${base}/invoice_pdf/${inv.id}`;
    invoices.set(inv.id as string, inv);
    charge(inv);
    return inv;
  }

  function charge(inv: Obj): boolean {
    const pm = (customer(inv.customer as string).invoice_settings as Obj).default_payment_method;
    if (!pm || pm === 'pm_card_chargeDeclined') return false;
    Object.assign(inv, {
      status: 'paid',
      amount_paid: inv.amount_due,
      amount_remaining: 0,
      status_transitions: { ...(inv.status_transitions as Obj), paid_at: now() },
    });
    return true;
  }

  function discounted(amount: number, coupon: string | undefined): number {
    if (!coupon) return amount;
    const off = COUPONS[coupon];
    if (off === undefined) throw missing('coupon', coupon, 'discounts[0][coupon]');
    return Math.round((amount * (100 - off)) / 100);
  }

  /** What a quantity change costs now: the unused part of the period, from the old to the new amount. */
  function prorate(s: Obj, quantity: number): number {
    const it = item(s);
    const price = (it.price as Obj).id as string;
    const start = it.current_period_start as number;
    const end = it.current_period_end as number;
    const remaining = Math.max(0, end - now()) / (end - start);
    return Math.round((volumeAmount(price, quantity) - volumeAmount(price, Number(it.quantity))) * remaining);
  }

  function expandInvoice(s: Obj, expand: unknown): Obj {
    const wanted = Array.isArray(expand) && expand.includes('latest_invoice');
    return wanted && s.latest_invoice
      ? { ...s, latest_invoice: invoices.get(s.latest_invoice as string) }
      : s;
  }

  function route(method: string, path: string, p: Obj): Obj {
    if (method === 'POST' && path === '/v1/customers') {
      const c: Obj = {
        id: id('cus'),
        object: 'customer',
        email: p.email ?? null,
        name: p.name ?? null,
        phone: p.phone ?? null,
        address: p.address ?? null,
        invoice_settings: { default_payment_method: null },
      };
      customers.set(c.id as string, c);
      return c;
    }
    const customerPath = path.match(/^\/v1\/customers\/([^/]+)$/);
    if (customerPath) {
      const m = customerPath;
      const c = customer(m[1]!);
      if (method === 'POST') {
        const { invoice_settings, expand: _e, ...fields } = p;
        Object.assign(c, fields);
        if (invoice_settings)
          c.invoice_settings = { ...(c.invoice_settings as Obj), ...(invoice_settings as Obj) };
      }
      const pm = (c.invoice_settings as Obj).default_payment_method as string | null;
      const expand = Array.isArray(p.expand) && p.expand.includes('invoice_settings.default_payment_method');
      return expand && pm
        ? { ...c, invoice_settings: { default_payment_method: paymentMethod(pm, c.id as string) } }
        : c;
    }
    const attachPath = path.match(/^\/v1\/payment_methods\/([^/]+)\/attach$/);
    if (method === 'POST' && attachPath) {
      const m = attachPath;
      customer(p.customer as string);
      return paymentMethod(m[1]!, p.customer as string);
    }
    if (method === 'POST' && path === '/v1/subscriptions') {
      customer(p.customer as string);
      const [it] = p.items as Obj[];
      const price = it!.price as string;
      if (!PRICE_TIERS[price]) throw missing('price', price);
      const quantity = Number(it!.quantity ?? 1);
      const start = now();
      const end = start + (PRICE_TIERS[price]!.interval === 'month' ? 30 : 365) * 86_400;
      const coupon = ((p.discounts as Obj[] | undefined)?.[0]?.coupon as string | undefined) ?? undefined;
      const s: Obj = {
        id: id('sub'),
        object: 'subscription',
        customer: p.customer,
        status: 'active',
        cancel_at_period_end: false,
        default_tax_rates: p.default_tax_rates ?? [],
        discounts: coupon ? [coupon] : [],
        items: {
          object: 'list',
          data: [
            {
              id: id('si'),
              object: 'subscription_item',
              price: { id: price, object: 'price', currency: 'eur' },
              quantity,
              current_period_start: start,
              current_period_end: end,
            },
          ],
        },
        latest_invoice: null,
        pending_update: null,
      };
      const inv = invoice(s, discounted(volumeAmount(price, quantity), coupon), 'subscription_create');
      if (inv.status !== 'paid' && p.payment_behavior === 'error_if_incomplete') {
        invoices.delete(inv.id as string);
        throw new StripeError(402, {
          type: 'card_error',
          code: 'card_declined',
          decline_code: 'generic_decline',
          message: 'Your card was declined.',
        });
      }
      s.latest_invoice = inv.id;
      subscriptions.set(s.id as string, s);
      return expandInvoice(s, p.expand);
    }
    const subscriptionPath = path.match(/^\/v1\/subscriptions\/([^/]+)$/);
    if (subscriptionPath) {
      const m = subscriptionPath;
      const s = subscription(m[1]!);
      if (method === 'DELETE') {
        Object.assign(s, { status: 'canceled', canceled_at: now() });
        return s;
      }
      if (method === 'POST') {
        if (p.cancel_at_period_end !== undefined) s.cancel_at_period_end = p.cancel_at_period_end === 'true';
        const change = (p.items as Obj[] | undefined)?.[0];
        if (change?.quantity !== undefined) {
          const quantity = Number(change.quantity);
          const inv = invoice(s, prorate(s, quantity), 'subscription_update');
          s.latest_invoice = inv.id;
          if (inv.status === 'paid' || p.payment_behavior !== 'pending_if_incomplete')
            item(s).quantity = quantity;
          else
            s.pending_update = { subscription_items: [{ ...item(s), quantity }], expires_at: now() + 82_800 };
        }
      }
      return expandInvoice(s, p.expand);
    }
    if (method === 'POST' && path === '/v1/invoices/create_preview') {
      const s = subscription(p.subscription as string);
      const change = ((p.subscription_details as Obj).items as Obj[])[0]!;
      const subtotal = prorate(s, Number(change.quantity));
      const tax = Math.round((subtotal * (TAX_PERCENT[(s.default_tax_rates as string[])[0]!] ?? 0)) / 100);
      return {
        id: null,
        object: 'invoice',
        customer: s.customer,
        currency: 'eur',
        subtotal,
        total: subtotal + tax,
        amount_due: subtotal + tax,
        starting_balance: 0,
      };
    }
    if (method === 'GET' && path === '/v1/invoices') {
      const data = [...invoices.values()]
        .filter((inv) => inv.customer === p.customer)
        .sort((a, b) => (b.created as number) - (a.created as number));
      return { object: 'list', url: '/v1/invoices', has_more: false, data };
    }
    const invoicePath = path.match(/^\/v1\/invoices\/([^/]+)(\/pay)?$/);
    if (invoicePath) {
      const m = invoicePath;
      const inv = invoices.get(m[1]!);
      if (!inv) throw missing('invoice', m[1]!);
      if (method === 'POST' && m[2] && !charge(inv)) {
        throw new StripeError(402, {
          type: 'card_error',
          code: 'card_declined',
          message: 'Your card was declined.',
        });
      }
      if (method === 'POST' && m[2]) {
        const s = subscriptions.get(((inv.parent as Obj).subscription_details as Obj).subscription as string);
        const pending = s?.pending_update as { subscription_items: Obj[] } | null;
        if (s && pending) {
          item(s).quantity = pending.subscription_items[0]!.quantity;
          s.pending_update = null;
        }
      }
      return inv;
    }
    throw new StripeError(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path})`,
    });
  }

  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://localhost');
    requests.push(`${req.method} ${url.pathname}`);
    const send = (status: number, body: Obj | Buffer, type = 'application/json') => {
      res.writeHead(status, { 'content-type': type, 'request-id': id('req') });
      res.end(Buffer.isBuffer(body) ? body : JSON.stringify(body));
    };
    if (url.pathname.startsWith('/invoice_pdf/')) {
      const inv = invoices.get(url.pathname.slice('/invoice_pdf/'.length));
      return inv
        ? send(200, Buffer.from(`%PDF-1.4 factura ${inv.number}\n%%EOF\n`), 'application/pdf')
        : send(404, {});
    }
    if (req.headers.authorization !== 'Bearer sk_test_fake') {
      return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    }
    // Like Stripe, a POST repeated with its Idempotency-Key gets the first answer again.
    const key = req.method === 'POST' ? req.headers['idempotency-key'] : undefined;
    const replay = typeof key === 'string' ? replies.get(key) : undefined;
    if (replay) return send(replay.status, replay.body);
    const answer = (status: number, body: Obj) => {
      if (typeof key === 'string') replies.set(key, { status, body });
      send(status, body);
    };
    try {
      const params = parseForm(
        req.method === 'GET' || req.method === 'DELETE'
          ? url.search.slice(1)
          : Buffer.concat(chunks).toString(),
      );
      answer(200, route(req.method ?? 'GET', url.pathname, params));
    } catch (err) {
      if (err instanceof StripeError) answer(err.status, { error: err.body });
      else send(500, { error: { type: 'api_error', message: String(err) } });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    customers,
    subscriptions,
    invoices,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The configuration that points the app's Stripe client at the fake. */
export function stripeFakeEnv(fake: StripeFake): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
    STRIPE_WEBHOOK_SECRET: 'whsec_fake',
    STRIPE_PRICE_MONTHLY: FAKE_PRICES.monthly,
    STRIPE_PRICE_YEARLY: FAKE_PRICES.yearly,
    STRIPE_TAX_RATE: FAKE_TAX_RATE,
    STRIPE_API_URL: fake.url,
  };
}
