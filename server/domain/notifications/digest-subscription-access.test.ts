import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { mailOutbox, subscriptions } from '../../db/schema';
import { createSubscriptionRow } from '../../test/billing-factories';
import { createTestDatabase } from '../../test/database';
import { createUser } from '../../test/factories';
import { createNotificationRow } from '../../test/monitoring-factories';
import { createTender } from '../../test/tender-factories';
import { sendDigests } from './send-digests';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const run = () => sendDigests(database.db, { frequency: 'daily', publicUrl: 'http://licitaciones.test' });
const outboxOf = (email: string) =>
  database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));

describe('digests and licences', () => {
  it('mails a member of an active subscription after their trial, and no one while it is canceled', async () => {
    const db = database.db;
    const expired = () => ({ trialEndsAt: new Date(Date.now() - 86_400_000) });
    const owner = await createUser(db, expired());
    const member = await createUser(db, expired());
    const subscription = await createSubscriptionRow(db, owner.id, {
      status: 'canceled',
      quantity: 2,
      memberIds: [member.id],
    });
    const project = await createTender(db, { title: 'Limpieza de colegios' });
    for (const user of [owner, member])
      await createNotificationRow(db, user.id, { projectId: project.id, notificationTypes: ['alert'] });

    expect(await run()).toMatchObject({ mailed: 0, withoutAccess: 2 });

    await db.update(subscriptions).set({ status: 'active' }).where(eq(subscriptions.id, subscription.id));
    expect(await run()).toMatchObject({ mailed: 2, withoutAccess: 0 });
    const [message] = await outboxOf(member.email);
    expect(message!.text).toContain('Limpieza de colegios');
  });
});
