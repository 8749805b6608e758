import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PipelineCardDetail } from '../../../../common/api/pipeline';
import { queryRows } from '../../../db/rows';
import { companyProfiles, ingestEvents, notifications, pipelineCards } from '../../../db/schema';
import { importSource } from '../../../ingest/import/import-source';
import { matchPendingEvents } from '../../../monitor/match-events';
import { createTestApp, type TestApp } from '../../../test/app';
import { createUser, signInAs } from '../../../test/factories';
import { hasSharedData, sharedPath } from '../../../test/shared-data';

// A real page with awards: the cards are put in 'Presentada' after the import stored the tenders
// and before its award events are matched, as when PLACSP publishes the award of a bid we made.
const PAGE = 'full-20-entries.atom';
let t: TestApp;
let award: { project_id: number; winner_name: string; nif: string; amount: string };

beforeAll(async () => {
  t = await createTestApp();
  if (!hasSharedData('placsp')) return;
  await importSource(t.database.db, sharedPath('placsp', PAGE));
  award = (
    await queryRows<typeof award>(
      t.database.db,
      sql`select r.project_id, r.winner_name, upper(r.winner_identifier) as nif,
          (select sum(x.tax_exclusive_amount)::numeric(14,2)::text from tender_results x where x.project_id = r.project_id) as amount
        from tender_results r
        where r.winner_identifier is not null and r.tax_exclusive_amount is not null
          and (select count(distinct x.winner_identifier) from tender_results x where x.project_id = r.project_id) = 1
        order by r.project_id limit 1`,
    )
  )[0]!;
});
afterAll(() => t.close());

/** A user alone with a 'Presentada' card of the awarded tender and a profile with `nif`. */
async function submittedCard(nif: string) {
  const db = t.database.db;
  const user = await createUser(db, { name: 'Ana García' });
  await db.insert(companyProfiles).values({ userId: user.id, taxId: nif });
  const [card] = await db
    .insert(pipelineCards)
    .values({
      userId: user.id,
      projectId: award.project_id,
      stage: 'submitted',
      createdBy: user.id,
      bidDiscount: 0.05,
    })
    .returning();
  return { user, card: card! };
}

describe.skipIf(!hasSharedData('placsp'))(`the award closes 'Presentada' cards (${PAGE})`, () => {
  it('wins when the profile NIF is the real winner, loses otherwise, once', async () => {
    const db = t.database.db;
    expect(award).toBeDefined();
    const ours = await submittedCard(award.nif);
    const theirs = await submittedCard('B00000000');
    await matchPendingEvents(db);

    const detail = async (
      user: { email: string; password: string },
      id: number,
    ): Promise<PipelineCardDetail> =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/v1/pipeline/cards/${id}`,
          headers: await signInAs(t.app, user),
        })
      ).json();
    const won = await detail(ours.user, ours.card.id);
    const lost = await detail(theirs.user, theirs.card.id);
    expect(won.stage).toBe('won');
    expect(lost.stage).toBe('lost');
    expect(lost.outcome).toMatchObject({
      winners: [{ name: award.winner_name, tax_id: award.nif }],
      awarded_amount: award.amount,
    });
    expect(lost.history.at(-1)).toMatchObject({ actor: null, kind: 'award', from: 'submitted', to: 'lost' });
    const told = await db.select().from(notifications).where(eq(notifications.userId, theirs.user.id));
    expect(told).toMatchObject([
      {
        notificationTypes: ['pipeline_closed'],
        projectId: award.project_id,
        data: { stage: 'lost', awarded_amount: award.amount, our_discount: 0.05 },
      },
    ]);

    // The same award matched again (a re-run) moves nothing and tells no one twice.
    await db.insert(ingestEvents).values({ type: 'new_award', projectId: award.project_id });
    await matchPendingEvents(db);
    expect(
      (await detail(theirs.user, theirs.card.id)).history.filter((e) => e.kind === 'award'),
    ).toHaveLength(1);
    expect(
      await db.select().from(notifications).where(eq(notifications.userId, theirs.user.id)),
    ).toHaveLength(1);
  });
});
