import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PipelineStage } from '../../../../common/api/pipeline';
import { mailOutbox, pipelineCards } from '../../../db/schema';
import { sendDigests } from '../../../domain/notifications/send-digests';
import { createTestApp, type TestApp } from '../../../test/app';
import { createUser } from '../../../test/factories';
import { createTender } from '../../../test/tender-factories';

const APP = 'http://licitaciones.test';
const DAY = 86_400_000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("'Cierran pronto' for the cards a member is in charge of", () => {
  it('lists cards not yet submitted whose deadline is within 3 days, once', async () => {
    const db = t.database.db;
    const now = new Date();
    const ana = await createUser(db, { name: 'Ana García' });
    const luis = await createUser(db, { name: 'Luis Romero' });
    const card = async (title: string, days: number, stage: PipelineStage, assigneeId: number | null) => {
      const tender = await createTender(db, {
        title,
        submissionDeadline: new Date(now.getTime() + days * DAY),
      });
      await db.insert(pipelineCards).values({ userId: ana.id, projectId: tender.id, stage, assigneeId });
    };
    await card('Limpieza de colegios', 2, 'preparing', ana.id);
    await card('Poda de arbolado', 1, 'detected', ana.id);
    await card('Obras del puerto', 5, 'preparing', ana.id);
    await card('Vigilancia del museo', 2, 'submitted', ana.id);
    await card('Servicio de grúa', 2, 'discarded', ana.id);
    await card('Alumbrado público', 2, 'studying', luis.id);
    await card('Suministro de papel', 2, 'deciding', null);

    const daily = (at: Date) => sendDigests(db, { frequency: 'daily', publicUrl: APP, now: at });
    await daily(now);
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, ana.email));
    expect(mails).toHaveLength(1);
    const text = mails[0]!.text ?? '';
    const listed = text.slice(text.indexOf('CIERRAN PRONTO'));
    expect(listed).toContain('CIERRAN PRONTO (2)');
    expect(listed).toContain('- Poda de arbolado');
    expect(listed).toContain('- Limpieza de colegios');
    for (const title of [
      'Obras del puerto',
      'Vigilancia del museo',
      'Servicio de grúa',
      'Alumbrado',
      'papel',
    ])
      expect(listed).not.toContain(title);
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, luis.email))).toHaveLength(1);

    // The next day the same cards are not listed again.
    await daily(new Date(now.getTime() + DAY));
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, ana.email))).toHaveLength(1);
  });
});
