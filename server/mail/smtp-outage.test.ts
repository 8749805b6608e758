import { eq, inArray, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/rows';
import { mailOutbox, notifications } from '../db/schema';
import { getMailDelivery } from '../domain/admin/mail-delivery';
import { mailDigestDailyJob } from '../jobs/definitions/mail-digest-daily';
import { mailSendJob } from '../jobs/definitions/mail-send';
import { createTestApp, type TestApp, testConfig } from '../test/app';
import { type AuthHeaders, createUser, signInAs } from '../test/factories';
import { linkIn, type MailCatcher, startMailCatcher } from '../test/mail-catcher';
import { createNotificationRow } from '../test/monitoring-factories';
import { enqueueMail, MAX_ATTEMPTS, RETRY_WINDOW_MS } from './outbox';
import { contactMessageMail } from './templates/contact-message';

const APP = 'http://licitaciones.test';
/** Today's window before this change: the 8th failed attempt gave a message up (≈ 2 h of outage). */
const OLD_MAX_ATTEMPTS = 8;
const log = pino({ level: 'silent' });

let t: TestApp;
let smtp: MailCatcher;
let admin: AuthHeaders;
beforeAll(async () => {
  smtp = await startMailCatcher();
  t = await createTestApp({ PUBLIC_URL: APP });
  admin = await signInAs(t.app, await createUser(t.database.db, { role: 'admin' }));
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const db = () => t.database.db;
const config = () => testConfig({ PUBLIC_URL: APP, SMTP_URL: smtp.url });
const deliver = () => mailSendJob.handler({}, { db: db(), config: config(), log });
const runDigest = () => mailDigestDailyJob.handler({}, { db: db(), config: config(), log });
const outbox = () => db().select().from(mailOutbox).orderBy(mailOutbox.id);
/** Time passes: every waiting message is due again (what its next_attempt_at would reach). */
const timePasses = (where = eq(mailOutbox.status, 'pending')) =>
  db().update(mailOutbox).set({ nextAttemptAt: new Date() }).where(where);
const days = (n: number) => n * 24 * 3_600_000;

describe('e-mail during an SMTP outage of days', () => {
  it('keeps retrying far past the old window, gives up only after 3 days, and delivers every message exactly once', async () => {
    smtp.refusing = true;
    // What a day writes to the outbox: contact messages, a reset link (a token), a digest.
    for (const n of [1, 2, 3])
      await enqueueMail(db(), `persona${n}@example.com`, contactMessageMail, {
        name: `Persona ${n}`,
        email: `persona${n}@example.com`,
        message: `Mensaje ${n}`,
      });
    const resetOwner = await createUser(db());
    expect(
      (await t.app.inject({ method: 'POST', url: '/auth/password', payload: { email: resetOwner.email } }))
        .statusCode,
    ).toBe(200);
    const reader = await createUser(db());
    await createNotificationRow(db(), reader.id, { mailingFrequency: 'daily' });
    await runDigest();
    await runDigest(); // stamped in the first run's transaction: nothing to write again
    const written = await outbox();
    expect(written).toHaveLength(5);

    // Twelve attempts (the old code gave up at the 8th), each refused with 451.
    for (let attempt = 1; attempt <= OLD_MAX_ATTEMPTS + 4; attempt++) {
      await timePasses();
      await deliver();
    }
    const refused = await outbox();
    expect(refused.map((r) => [r.status, r.attempts])).toEqual(written.map(() => ['pending', 12]));
    expect(refused[0]!.lastError).toContain('451');
    // The back-off is capped: the next attempt is due at most 30 minutes later.
    const wait = refused[0]!.nextAttemptAt.getTime() - Date.now();
    expect(wait).toBeLessThanOrEqual(30 * 60_000);
    expect(wait).toBeGreaterThan(29 * 60_000);
    expect(smtp.messages).toHaveLength(0);

    // Nearly three days later, every attempt of the schedule used: still kept.
    await db()
      .update(mailOutbox)
      .set({ attempts: MAX_ATTEMPTS - 1, createdAt: new Date(Date.now() - RETRY_WINDOW_MS + 3_600_000) });
    await timePasses();
    await deliver();
    expect((await outbox()).map((r) => r.status)).toEqual(written.map(() => 'pending'));

    // Past three days one message is given up: failed, kept with its bodies, shown to admins.
    const givenUp = written[0]!.id;
    await db()
      .update(mailOutbox)
      .set({ attempts: MAX_ATTEMPTS - 1, createdAt: new Date(Date.now() - RETRY_WINDOW_MS - days(0.01)) })
      .where(eq(mailOutbox.id, givenUp));
    await timePasses(eq(mailOutbox.id, givenUp));
    await deliver();
    const [failed] = await db().select().from(mailOutbox).where(eq(mailOutbox.id, givenUp));
    expect(failed).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect(failed!.text).toContain('Mensaje 1');
    expect(await getMailDelivery(db())).toMatchObject({
      failed: 1,
      retrying: 4,
      failed_messages: [
        expect.objectContaining({ id: givenUp, to: 'persona1@example.com', attempts: MAX_ATTEMPTS }),
      ],
    });

    // SMTP is back: the waiting messages go out; an admin retries the failed one.
    smtp.refusing = false;
    await timePasses();
    await deliver();
    const retried = await t.app.inject({
      method: 'POST',
      url: `/v1/admin/mail/${givenUp}/retry`,
      headers: admin,
    });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toMatchObject({ id: givenUp, attempts: 0 });
    const again = await t.app.inject({
      method: 'POST',
      url: `/v1/admin/mail/${givenUp}/retry`,
      headers: admin,
    });
    expect(again.statusCode).toBe(409);
    const absent = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/mail/2147483647/retry',
      headers: admin,
    });
    expect(absent.statusCode).toBe(404);
    await deliver();
    await deliver();
    await runDigest();
    await deliver();

    // Every message arrived exactly once.
    const delivered = await outbox();
    expect(delivered.map((r) => r.status)).toEqual(written.map(() => 'sent'));
    const received = smtp.messages.map((m) => m.messageId);
    const expected = written.map((r) => `<outbox-${r.id}@licitaciones>`);
    const lost = expected.filter((id) => !received.includes(id)).length;
    const duplicated = received.length - new Set(received).size;
    console.log(`long SMTP outage: ${written.length} messages, ${lost} lost, ${duplicated} duplicated`);
    expect([...received].sort()).toEqual([...expected].sort());
    const digests = delivered.filter((r) => r.template === 'notifications_digest');
    expect(digests.map((r) => r.toAddress)).toEqual([reader.email]);
    const [stamped] = await db().select().from(notifications).where(eq(notifications.userId, reader.id));
    expect(stamped!.mailedAt).not.toBeNull();
    expect(await getMailDelivery(db())).toEqual({ failed: 0, retrying: 0, failed_messages: [] });
  });

  it('keeps no body, and so no link, of a delivered message', async () => {
    const [resetRow] = await db().select().from(mailOutbox).where(eq(mailOutbox.template, 'reset_password'));
    const resetMail = smtp.messages.find((m) => m.messageId === `<outbox-${resetRow!.id}@licitaciones>`)!;
    const link = new URL(linkIn(resetMail, `${APP}/reset_password`));
    const token = link.searchParams.get('access-token')!;
    expect(token.length).toBeGreaterThan(10);
    const rows = await db()
      .select()
      .from(mailOutbox)
      .where(inArray(mailOutbox.status, ['sent']));
    for (const row of rows) expect(row).toMatchObject({ html: null, text: null });
    // What stays: recipient, template, subject, status and times.
    expect(resetRow).toMatchObject({ template: 'reset_password', status: 'sent', sentAt: expect.any(Date) });
    // Nothing of the row, whatever the column, holds the token.
    const [raw] = await queryRows<{ row: string }>(
      db(),
      sql`select row_to_json(m)::text as row from mail_outbox m where id = ${resetRow!.id}`,
    );
    expect(raw!.row).not.toContain(token);
    expect(raw!.row).not.toContain(encodeURIComponent(token));
  });
});
