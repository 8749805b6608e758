import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema';
import { createTestDatabase } from '../test/database';

const MIGRATION = path.resolve(import.meta.dirname, '../db/migrations/0018_alert_checks_mail_bodies.sql');

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('migration 0018 on messages stored before it', () => {
  it('drops the bodies of delivered messages and keeps those still to be sent', async () => {
    const db = database.db;
    const body = {
      subject: 'Instrucciones',
      html: '<a href="x?access-token=SECRETO">',
      text: 'x?access-token=SECRETO',
    };
    const rows = await db
      .insert(mailOutbox)
      .values([
        {
          toAddress: 'a@example.com',
          template: 'reset_password',
          ...body,
          status: 'sent',
          sentAt: new Date(),
        },
        { toAddress: 'b@example.com', template: 'reset_password', ...body, status: 'pending' },
        { toAddress: 'c@example.com', template: 'reset_password', ...body, status: 'failed' },
      ])
      .returning({ id: mailOutbox.id });
    // Its data step, as the migrator ran it on databases that already held sent mail.
    const cleanup = readFileSync(MIGRATION, 'utf8')
      .split('--> statement-breakpoint')
      .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
      .filter((statement) => statement.startsWith('UPDATE'));
    expect(cleanup).toHaveLength(1);
    await db.execute(sql.raw(cleanup[0]!));

    const after = await db.select().from(mailOutbox).orderBy(mailOutbox.id);
    expect(after.map((r) => [r.id, r.status, r.html === null, r.text === null])).toEqual([
      [rows[0]!.id, 'sent', true, true],
      [rows[1]!.id, 'pending', false, false],
      [rows[2]!.id, 'failed', false, false],
    ]);
    expect(after[0]).toMatchObject({
      toAddress: 'a@example.com',
      template: 'reset_password',
      subject: 'Instrucciones',
    });
  });
});
