import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema';
import { mailSendJob } from '../jobs/definitions/mail-send';
import { testConfig } from '../test/app';
import { createTestDatabase } from '../test/database';
import { type MailCatcher, startMailCatcher } from '../test/mail-catcher';
import { claimDueMail, enqueueMail } from './outbox';
import { contactMessageMail } from './templates/contact-message';

let database: Database;
let mail: MailCatcher;
const log = pino({ level: 'silent' });
beforeAll(async () => {
  database = await createTestDatabase();
  mail = await startMailCatcher();
});
afterAll(async () => {
  await mail.close();
  await database.close();
});

const run = (smtpUrl: string) =>
  mailSendJob.handler({}, { db: database.db, config: testConfig({ SMTP_URL: smtpUrl }), log });

async function enqueue(to: string) {
  await enqueueMail(database.db, to, contactMessageMail, {
    name: 'N',
    email: 'n@example.com',
    message: 'hola',
  });
  const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
  return row!;
}

describe('mail outbox', () => {
  it('keeps a message when SMTP is down and delivers it exactly once later', async () => {
    const row = await enqueue('retry@example.com');
    await run('smtp://127.0.0.1:9?ignoreTLS=true'); // nothing listens on port 9
    const [failed] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, row.id));
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed!.lastError).toBeTruthy();
    expect(failed!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    await database.db.update(mailOutbox).set({ nextAttemptAt: new Date() }).where(eq(mailOutbox.id, row.id));
    await run(mail.url);
    await run(mail.url);
    const received = await mail.next('retry@example.com');
    expect(received.messageId).toBe(`<outbox-${row.id}@licitaciones>`);
    const [sent] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, row.id));
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(mail.messages.filter((m) => m.messageId === received.messageId)).toHaveLength(1);
  });

  it('never hands the same message to two workers at once', async () => {
    const row = await enqueue('lease@example.com');
    const [first, second] = await Promise.all([claimDueMail(database.db, 10), claimDueMail(database.db, 10)]);
    const claims = [...first!, ...second!].filter((r) => r.id === row.id);
    expect(claims).toHaveLength(1);
  });

  it('writes .eml and .html files to the local outbox when no SMTP server is configured', async () => {
    const config = testConfig();
    const row = await enqueue('local@example.com');
    await mailSendJob.handler({}, { db: database.db, config, log });
    const { readFileSync } = await import('node:fs');
    const base = `${config.mail.outboxDir}/${String(row.id).padStart(6, '0')}-contact_message`;
    expect(readFileSync(`${base}.eml`, 'utf8')).toContain('To: local@example.com');
    expect(readFileSync(`${base}.html`, 'utf8')).toContain('hola');
  });
});
