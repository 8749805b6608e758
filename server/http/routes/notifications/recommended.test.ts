import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecommendedNotificationsResponse } from '../../../../common/api/notifications';
import { queryRows } from '../../../db/rows';
import { pipelineCards, tenderFeedback, users } from '../../../db/schema';
import { importSource } from '../../../ingest/import/import-source';
import { matchPendingEvents } from '../../../monitor/match-events';
import { RECOMMENDATIONS_PER_DAY } from '../../../monitor/recommend-tenders';
import { createTestApp, type TestApp } from '../../../test/app';
import type { AuthHeaders } from '../../../test/factories';
import { testHttp } from '../../../test/http';
import { createAlertRow, createTenderFollowRow } from '../../../test/monitoring-factories';
import { ENTRY_643, editedPage, newTenderFrom, PLACSP } from '../../../test/placsp-pages';
import { hasSharedData } from '../../../test/shared-data';

const PAGE = 'full-20-entries.atom';
const LIMPIEZA_ALFONSO = `${ENTRY_643}1852499`;
const LIMPIEZA_PEDRO = `${ENTRY_643}1852503`;
const CARNES = `${ENTRY_643}1892331`;
const PROYECTORES = `${ENTRY_643}1796538`;
const OBRAS = `${ENTRY_643}1835347`;
const ACOMPANAMIENTO = `${ENTRY_643}1691804`;

/** The real entry as a new tender still open: 'En plazo', its deadline 20 days from now. */
function openCopy(entryId: string, number: number, folder: string) {
  const deadline = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  return newTenderFrom(PAGE, entryId, String(number), [folder, `REC-${number}`])
    .replace(
      />RES<\/cbc-place-ext:ContractFolderStatusCode>/,
      '>PUB</cbc-place-ext:ContractFolderStatusCode>',
    )
    .replace(/(<cac:TenderSubmissionDeadlinePeriod>[\s\S]*?<cbc:EndDate>)[^<]*/, `$1${deadline}`);
}

describe.skipIf(!hasSharedData('placsp'))("'Recomendadas para ti' (real PLACSP entries)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // The page's tenders are years old: imported, they notify nobody, and can be judged.
    await importSource(t.database.db, `${PLACSP}/${PAGE}`);
    await matchPendingEvents(t.database.db);
  });
  afterAll(() => t.close());
  const { call, newUser } = testHttp(() => t);

  const projectOf = async (entryId: string) => {
    const [row] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from projects where entry_id = ${entryId}`,
    );
    return row!.id;
  };

  /** A cleaning company's verdicts: a school's cleaning liked, another's followed, a support service on the board; food and lamps not. */
  async function cleaningCompany(recommendations: boolean) {
    const db = t.database.db;
    const user = await newUser();
    await db.update(users).set({ recommendations }).where(eq(users.id, user.id));
    await db.insert(tenderFeedback).values([
      { userId: user.id, projectId: await projectOf(LIMPIEZA_ALFONSO), value: 'up' },
      { userId: user.id, projectId: await projectOf(CARNES), value: 'down' },
      { userId: user.id, projectId: await projectOf(PROYECTORES), value: 'down' },
    ]);
    await createTenderFollowRow(db, user.id, await projectOf(LIMPIEZA_PEDRO));
    await db
      .insert(pipelineCards)
      .values({ userId: user.id, createdBy: user.id, projectId: await projectOf(ACOMPANAMIENTO) });
    return user;
  }

  const recommended = async (headers: AuthHeaders) =>
    ((await call('GET', '/v1/notifications/recommended', headers)).json() as RecommendedNotificationsResponse)
      .notifications;

  it('recommends open tenders the score rates high, at most 10 a day, never what an alert brought', async () => {
    const db = t.database.db;
    const ana = await cleaningCompany(true);
    const bea = await cleaningCompany(false);
    const dan = await cleaningCompany(true);
    await createAlertRow(db, dan.id, { name: 'Limpieza', searchTerms: 'limpieza' });
    const newcomer = await newUser();
    await db.update(users).set({ recommendations: true }).where(eq(users.id, newcomer.id));

    // Both batches run at the same instant, so they fall on one Madrid day whatever the hour.
    const now = new Date();
    // Twelve new open cleaning tenders, a closed one, an open food supply and an open refurbishment.
    const cleaning = Array.from({ length: 12 }, (_, i) =>
      openCopy(LIMPIEZA_ALFONSO, 99_500_000 + i, '2017/003424'),
    );
    const closed = newTenderFrom(PAGE, LIMPIEZA_PEDRO, '99500100', ['2017/003423', 'REC-CLOSED']);
    await importSource(
      db,
      editedPage(PAGE, {
        added: [
          ...cleaning,
          closed,
          openCopy(CARNES, 99_500_200, '1007/2017'),
          openCopy(OBRAS, 99_500_300, '58/17'),
        ],
      }),
    );
    await matchPendingEvents(db, { now });

    const anas = await recommended(ana.headers);
    expect(anas).toHaveLength(RECOMMENDATIONS_PER_DAY);
    for (const n of anas) {
      expect(n.project!.title).toMatch(/^Servicio de limpieza del I\.E\.S "Alfonso VIII"/);
      expect(n.project!.status).toBe('PUB');
      expect(n.notification_types).toEqual(['recommended']);
      expect(n.relevance!.score).toBeGreaterThan(2.5);
      expect(n.relevance!.reasons.map((r) => r.sign)).toContain('+');
    }
    // Under their own heading only: not in the inbox's list nor its count.
    const inbox = (await call('GET', '/v1/notifications', ana.headers)).json();
    expect(inbox.unprocessed_count).toBe(0);
    expect(await recommended(bea.headers)).toEqual([]);
    expect(await recommended(newcomer.headers)).toEqual([]);
    expect(await recommended(dan.headers)).toEqual([]);
    // Dan's alert brought the thirteen cleaning tenders (the closed one too): none is recommended again.
    expect((await call('GET', '/v1/notifications', dan.headers)).json().unprocessed_count).toBe(13);

    // The day's ten are given: another batch the same day recommends nothing more to Ana.
    await importSource(
      db,
      editedPage(PAGE, { added: [openCopy(LIMPIEZA_ALFONSO, 99_500_400, '2017/003424')] }, 'second.atom'),
    );
    await matchPendingEvents(db, { now });
    expect(await recommended(ana.headers)).toHaveLength(RECOMMENDATIONS_PER_DAY);

    // Discarding one takes it off the list.
    const [first] = anas;
    await call('PUT', `/v1/notifications/${first!.id}`, ana.headers, { processed: true });
    expect((await recommended(ana.headers)).map((n) => n.id)).not.toContain(first!.id);
  });
});
