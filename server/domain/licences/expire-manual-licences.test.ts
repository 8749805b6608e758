import { eq, inArray } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../../db/schema';
import { subscriptionsExpireJob } from '../../jobs/definitions/subscriptions-expire';
import { jobs } from '../../jobs/registry';
import { createTestApp, type TestApp } from '../../test/app';
import { createSubscriptionRow } from '../../test/billing-factories';
import { createUser, signInAs } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const DAY = 86_400_000;
const trialOver = () => new Date(Date.now() - DAY);

describe('the subscriptions.expire job', () => {
  it('is registered to run every night', () => {
    expect(jobs).toContain(subscriptionsExpireJob);
    expect(subscriptionsExpireJob.schedule?.(t.config)).toBe('5 0 * * *');
  });

  it('expires active manual subscriptions past their period end, and only those', async () => {
    const db = t.database.db;
    const owner = await createUser(db, { trialEndsAt: trialOver() });
    const member = await createUser(db, { trialEndsAt: trialOver() });
    const ended = await createSubscriptionRow(db, owner.id, {
      quantity: 2,
      currentPeriodEnd: new Date(Date.now() - 60_000),
      memberIds: [member.id],
    });
    const running = await createSubscriptionRow(db, (await createUser(db)).id, {
      currentPeriodEnd: new Date(Date.now() + DAY),
    });
    const openEnded = await createSubscriptionRow(db, (await createUser(db)).id, { currentPeriodEnd: null });
    const card = await createSubscriptionRow(db, (await createUser(db)).id, {
      billingType: 'stripe',
      currentPeriodEnd: new Date(Date.now() - DAY),
    });
    const canceled = await createSubscriptionRow(db, (await createUser(db)).id, {
      status: 'canceled',
      currentPeriodEnd: new Date(Date.now() - DAY),
    });

    const memberHeaders = await signInAs(t.app, member);
    const alerts = async () =>
      (await t.app.inject({ method: 'GET', url: '/v1/alerts', headers: memberHeaders })).statusCode;
    expect(await alerts()).toBe(200);

    await subscriptionsExpireJob.handler({}, { db, config: t.config, log: pino({ level: 'silent' }) });

    const ids = [ended, running, openEnded, card, canceled].map((s) => s.id);
    const rows = await db
      .select({ id: subscriptions.id, status: subscriptions.status })
      .from(subscriptions)
      .where(inArray(subscriptions.id, ids));
    expect(Object.fromEntries(rows.map((r) => [r.id, r.status]))).toEqual({
      [ended.id]: 'expired',
      [running.id]: 'active',
      [openEnded.id]: 'active',
      [card.id]: 'active',
      [canceled.id]: 'canceled',
    });
    // The licence holders of the expired one are back to their (ended) trial: no tender screens.
    expect(await alerts()).toBe(403);
    const user = await t.app.inject({ method: 'GET', url: '/v1/user', headers: memberHeaders });
    expect(user.json().subscription).toMatchObject({ id: ended.id, status: 'expired' });

    // A second run leaves the expired one as it was.
    const expiredAt = async () =>
      (await db.select().from(subscriptions).where(eq(subscriptions.id, ended.id)))[0]!.updatedAt;
    const first = await expiredAt();
    await subscriptionsExpireJob.handler({}, { db, config: t.config, log: pino({ level: 'silent' }) });
    expect(await expiredAt()).toEqual(first);
  });
});
