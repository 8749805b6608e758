import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PipelineCardDetail } from '../../../../common/api/pipeline';
import { ingestEvents, pipelineCards } from '../../../db/schema';
import { matchPendingEvents } from '../../../monitor/match-events';
import { createTestApp, type TestApp } from '../../../test/app';
import { createUser, signInAs } from '../../../test/factories';
import { createParty, createTender } from '../../../test/tender-factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a discarded card whose tender is published again', () => {
  it('comes back to Detectada pointing at the new tender, with a history note', async () => {
    const db = t.database.db;
    const body = await createParty(db, { name: 'Ayuntamiento de Soria', isContractingBody: true });
    const same = {
      contractingPartyId: body.id,
      contractingPartyName: body.name,
      contractFolderId: 'EXP-2026/17',
    };
    const old = await createTender(db, { ...same, sourceUpdatedAt: new Date(Date.now() - 40 * 86_400_000) });
    const otherBody = await createTender(db, { contractFolderId: 'EXP-2026/17' });
    const user = await createUser(db);
    const [discarded] = await db
      .insert(pipelineCards)
      .values({ userId: user.id, projectId: old.id, stage: 'discarded' })
      .returning();
    const [kept] = await db
      .insert(pipelineCards)
      .values({ userId: user.id, projectId: otherBody.id, stage: 'discarded' })
      .returning();

    const again = await createTender(db, { ...same, title: 'Limpieza de colegios (nueva licitación)' });
    await db.insert(ingestEvents).values({ type: 'new_project', projectId: again.id });
    await matchPendingEvents(db);

    const headers = await signInAs(t.app, user);
    const detail: PipelineCardDetail = (
      await t.app.inject({ method: 'GET', url: `/v1/pipeline/cards/${discarded!.id}`, headers })
    ).json();
    expect(detail).toMatchObject({ stage: 'detected', tender_id: again.id });
    expect(detail.history.at(-1)).toMatchObject({
      actor: null,
      kind: 'republished',
      from: String(old.id),
      to: String(again.id),
      note: 'Publicada de nuevo: vuelve a Detectada con la nueva licitación',
    });
    const other = await t.app.inject({ method: 'GET', url: `/v1/pipeline/cards/${kept!.id}`, headers });
    expect(other.json()).toMatchObject({ stage: 'discarded', tender_id: otherBody.id });
  });
});
