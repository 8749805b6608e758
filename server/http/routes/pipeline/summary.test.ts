import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PipelineOutcome, PipelineStage } from '../../../../common/api/pipeline';
import { cpvCodes, pipelineCards } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';
import { createUser, signInAs } from '../../../test/factories';
import { createTender } from '../../../test/tender-factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const outcome = (awardDate: string, winningDiscount: number): PipelineOutcome => ({
  winners: [{ name: 'Construcciones Norte S.A.', tax_id: 'A11111111' }],
  awarded_amount: '90000.00',
  winning_discount: winningDiscount,
  award_date: awardDate,
});

describe('GET /v1/pipeline/summary', () => {
  it('counts cards by stage and gives win rates, values and discounts of the won and lost', async () => {
    const db = t.database.db;
    await db
      .insert(cpvCodes)
      .values([
        { code: '45000000', checkDigit: 7, label: 'Trabajos de construcción' },
        { code: '90000000', checkDigit: 7, label: 'Servicios de alcantarillado, limpieza' },
      ])
      .onConflictDoNothing();
    const user = await createUser(db);
    const card = async (
      stage: PipelineStage,
      cpv: string,
      fields: Partial<typeof pipelineCards.$inferInsert> = {},
    ) => {
      const tender = await createTender(db, { cpvCodes: [cpv] });
      await db.insert(pipelineCards).values({ userId: user.id, projectId: tender.id, stage, ...fields });
    };
    await card('detected', '45233000');
    await card('detected', '45233000');
    await card('preparing', '90910000');
    await card('submitted', '90910000', { bidAmount: 50_000 });
    // Won and lost by the award: their year is the award's.
    await card('won', '45233000', {
      bidAmount: 100_000,
      bidDiscount: 0.2,
      outcome: outcome('2025-12-30', 0.2),
    });
    await card('lost', '45233000', {
      bidAmount: 80_000,
      bidDiscount: 0.1,
      outcome: outcome('2026-02-10', 0.3),
    });
    // Moved to lost by hand in (Madrid) 2026: no award, no winning discount.
    await card('lost', '90910000', { bidAmount: 20_000, stageSince: new Date('2026-03-01T10:00:00Z') });
    await card('discarded', '90910000');

    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/pipeline/summary',
      headers: await signInAs(t.app, user),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      open_by_stage: {
        detected: 2,
        studying: 0,
        deciding: 0,
        preparing: 1,
        submitted: 1,
        won: 1,
        lost: 2,
        discarded: 1,
      },
      win_rate_by_year: [
        { year: 2026, presented: 2, won: 0, rate: 0 },
        { year: 2025, presented: 1, won: 1, rate: 1 },
      ],
      win_rate_by_division: [
        { cpv_division: '45', label: 'Trabajos de construcción', presented: 2, won: 1, rate: 0.5 },
        { cpv_division: '90', label: 'Servicios de alcantarillado, limpieza', presented: 1, won: 0, rate: 0 },
      ],
      value_presented: 200_000,
      value_won: 100_000,
      average_discount_ours: expect.closeTo(0.15, 10),
      average_discount_winning: expect.closeTo(0.25, 10),
    });
  });

  it('is empty for a new board', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/pipeline/summary',
      headers: await signInAs(t.app, await createUser(t.database.db)),
    });
    expect(res.json()).toMatchObject({
      win_rate_by_year: [],
      win_rate_by_division: [],
      value_presented: 0,
      value_won: 0,
      average_discount_ours: null,
      average_discount_winning: null,
    });
  });
});
