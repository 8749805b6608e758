import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema';
import { mailDigestDailyJob } from '../jobs/definitions/mail-digest-daily';
import { createUser } from '../test/factories';
import { mailTest } from '../test/mail-test';
import { createNotificationRow } from '../test/monitoring-factories';
import { claimDueMail, enqueueMail, markSent } from './outbox';
import { confirmationMail } from './templates/confirmation';
import { contactMessageMail } from './templates/contact-message';
import { resetPasswordMail } from './templates/reset-password';

const t = mailTest();
beforeEach(async () => {
  await db().delete(mailOutbox);
  t.smtp.messages.length = 0;
  t.smtp.refusing = false;
});

const db = () => t.db;
const deliver = () => t.deliver();
const outbox = () => db().select().from(mailOutbox).orderBy(mailOutbox.id);
/** The clock moves on: every waiting message is that much nearer its next attempt. */
const minutesPass = (minutes: number) =>
  db()
    .update(mailOutbox)
    .set({ nextAttemptAt: sql`${mailOutbox.nextAttemptAt} - make_interval(mins => ${minutes})` })
    .where(eq(mailOutbox.status, 'pending'));
/** How many times each outbox row arrived at the SMTP receiver, in outbox order. */
const arrivals = async () =>
  (await outbox()).map(
    (r) => t.smtp.messages.filter((m) => m.messageId === `<outbox-${r.id}@licitaciones>`).length,
  );
const templateOf = async (messageId: string | undefined) =>
  (await outbox()).find((r) => messageId === `<outbox-${r.id}@licitaciones>`)?.template;

const contact = (n: number) =>
  enqueueMail(db(), `persona${n}@example.com`, contactMessageMail, {
    name: `Persona ${n}`,
    email: `persona${n}@example.com`,
    message: `Mensaje ${n}`,
  });
const reset = (to: string) =>
  enqueueMail(db(), to, resetPasswordMail, { name: 'Ana', link: 'http://x.test/reset', validHours: 2 });
const confirmation = (to: string) =>
  enqueueMail(db(), to, confirmationMail, { name: 'Luis', link: 'http://x.test/confirm', trialDays: 15 });

/** SMTP refuses for `minutes`, the outbox retrying as its back-off says: every message ends waiting 30 min. */
async function outage(minutes: number) {
  t.smtp.refusing = true;
  await deliver();
  for (let waited = 0; waited < minutes; waited += 2) {
    await minutesPass(2);
    await deliver();
  }
  t.smtp.refusing = false;
}

describe('mail after an SMTP outage', () => {
  it('delivers everything waiting in the first round SMTP takes a message, resets first and digests last, each once', async () => {
    // The morning's digest, then messages people ask for during a 20-minute outage.
    const reader = await createUser(db());
    await createNotificationRow(db(), reader.id, { mailingFrequency: 'daily' });
    await mailDigestDailyJob.handler({}, t.jobContext);
    await contact(1);
    await reset('ana@example.com');
    await confirmation('luis@example.com');
    await contact(2);
    await outage(20);
    const waiting = await outbox();
    expect(waiting.map((r) => r.status)).toEqual(waiting.map(() => 'pending'));
    expect(
      waiting.every((r) => r.attempts >= 5 && r.nextAttemptAt.getTime() > Date.now() + 10 * 60_000),
    ).toBe(true);
    expect(t.smtp.messages).toHaveLength(0);

    // SMTP is back; a message written now goes out at once and tells the outbox so.
    await contact(3);
    await deliver();
    expect(await arrivals()).toEqual([1, 1, 1, 1, 1, 1]);
    expect((await outbox()).map((r) => r.status)).toEqual(waiting.map(() => 'sent').concat('sent'));
    const order = await Promise.all(t.smtp.messages.map((m) => templateOf(m.messageId)));
    expect(order).toEqual([
      'contact_message', // the first to get through: the one not waiting
      'reset_password',
      'confirmation',
      'contact_message',
      'contact_message',
      'notifications_digest',
    ]);
  });

  it('leaves a message another worker is sending to it: never sent twice', async () => {
    await contact(1);
    await contact(2);
    await outage(20);
    // SMTP is back; another worker has just claimed message 1 and is sending it.
    const [first] = await outbox();
    await db().update(mailOutbox).set({ nextAttemptAt: new Date() }).where(eq(mailOutbox.id, first!.id));
    const [inFlight] = await claimDueMail(db(), 1);
    expect(inFlight!.id).toBe(first!.id);
    await reset('ana@example.com');
    await deliver(); // this worker: the reset, then message 2 brought forward, not message 1
    expect(await arrivals()).toEqual([0, 1, 1]);
    await markSent(db(), inFlight!.id); // the other worker's delivery (its SMTP session is not part of this)
    await minutesPass(60);
    await deliver();
    expect(await arrivals()).toEqual([0, 1, 1]);
    expect((await outbox()).map((r) => r.status)).toEqual(['sent', 'sent', 'sent']);
  });

  it('sends each waiting message once when two workers deliver at the same time', async () => {
    for (let n = 1; n <= 30; n++) await (n % 3 === 0 ? reset(`r${n}@example.com`) : contact(n));
    await outage(20);
    await contact(99);
    await Promise.all([deliver(), deliver()]);
    const counts = await arrivals();
    expect(counts).toEqual(counts.map(() => 1));
  });
});
