import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { projectSubscriptionsCoreResponseSchema } from '../../../../common/api/follows';
import type {
  ProcurementSearchBody,
  ProcurementSearchResponse,
} from '../../../../common/api/procurement-search';
import { queryRows } from '../../../db/rows';
import { importSource } from '../../../ingest/import/import-source';
import { createTestApp, type TestApp } from '../../../test/app';
import { testHttp } from '../../../test/http';
import { ENTRY_643, editedPage, newTenderFrom, PLACSP } from '../../../test/placsp-pages';
import { hasSharedData } from '../../../test/shared-data';
import { createTender } from '../../../test/tender-factories';

const withData = describe.skipIf(!hasSharedData('placsp'));

// The search answer cache (SEARCH_CACHE_MB, on by default): every import, sync and deletion
// shows in the very next identical search, and no user's data is shared.
const PAGE = 'placsp-atom-licitaciones.xml';
const RTVE = `${ENTRY_643}19900639`;
const PRISON_TRANSPORT = `${ENTRY_643}13549501`;

let t: TestApp;
const { call, newUser } = testHttp(() => t);
let user: Awaited<ReturnType<typeof newUser>>;

beforeAll(async () => {
  t = await createTestApp();
  await importSource(t.database.db, path.join(PLACSP, PAGE));
  user = await newUser();
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

async function search(body: ProcurementSearchBody, headers = user.headers) {
  const res = await call('POST', '/v1/procurement/search', headers, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ProcurementSearchResponse;
}
const titles = async (body: ProcurementSearchBody) => (await search(body)).results.map((r) => r.title);

const idOf = async (entryId: string) =>
  (
    await queryRows<{ id: number }>(t.database.db, sql`select id from projects where entry_id = ${entryId}`)
  )[0]!.id;

/** Renames a tender behind the cache's back (no generation bump): a cached answer keeps the old title. */
const renameSilently = (entryId: string, title: string) =>
  t.database.db.execute(sql`update projects set title = ${title} where entry_id = ${entryId}`);

withData('search answer cache', () => {
  it('serves the same search again from memory until an import stores a new tender, which the very next search shows', async () => {
    const words = { searchTerms: 'validación metadatado' };
    expect(await titles(words)).toEqual([
      'Servicio de validación metadatado y lenguas cooficiales para RTVE.es',
    ]);
    await renameSilently(RTVE, 'Servicio de validación metadatado (renombrado sin importar)');
    expect(await titles(words)).toEqual([
      'Servicio de validación metadatado y lenguas cooficiales para RTVE.es',
    ]);

    // A copy of the real entry under a new id and expediente, imported like a live sync's page.
    const page = editedPage(PAGE, {
      added: [newTenderFrom(PAGE, RTVE, '99900001', ['S-02027-2026', 'S-CACHE-2026'])],
    });
    expect(await importSource(t.database.db, page)).toMatchObject({ new: 1 });
    const after = await search(words);
    expect(after.metadata.total_results).toBe(2);
    expect(after.results.map((r) => r.contract_folder_id).sort()).toEqual(['S-02027-2026', 'S-CACHE-2026']);
    expect(after.results.map((r) => r.title)).toContain(
      'Servicio de validación metadatado (renombrado sin importar)',
    );
  });

  it('drops a tender a tombstone deletes from the very next identical search', async () => {
    const words = { searchTerms: 'penitenciario transporte' };
    expect(await titles(words)).toHaveLength(1);
    // The page's real tombstone, pointed at the stored entry it postdates.
    const page = editedPage(
      PAGE,
      {
        feed: [
          [
            `ref="${ENTRY_643}20276100" when="2026-08-10T18:24:23.783+02:00"`,
            `ref="${PRISON_TRANSPORT}" when="2026-08-10T20:24:23.783+02:00"`,
          ],
        ],
      },
      'with-tombstone.xml',
    );
    expect(await importSource(t.database.db, page)).toMatchObject({ deleted: 1 });
    expect(await search(words)).toMatchObject({ results: [], metadata: { total_results: 0 } });
  });

  it('gives two users the same answer while each sees only their own follows', async () => {
    const other = await newUser();
    const id = await idOf(RTVE);
    const follow = await call('POST', `/v1/procurement_projects/${id}/subscription`, user.headers, {});
    expect(follow.statusCode, follow.body).toBe(200);

    const words = { searchTerms: 'metadatado' };
    const mine = await call('POST', '/v1/procurement/search', user.headers, words);
    const theirs = await call('POST', '/v1/procurement/search', other.headers, words);
    expect(theirs.body).toBe(mine.body);
    const ids = (mine.json() as ProcurementSearchResponse).results.map((r) => r.id);
    expect(ids).toContain(id);

    const followed = async (headers: typeof user.headers) => {
      const res = await call('POST', '/v1/procurement_project_subscriptions', headers, { mode: 'core', ids });
      expect(res.statusCode, res.body).toBe(200);
      return projectSubscriptionsCoreResponseSchema
        .parse(res.json())
        .project_subscriptions.map((s) => s.procurement_project_id);
    };
    expect(await followed(user.headers)).toEqual([id]);
    expect(await followed(other.headers)).toEqual([]);
  });

  it('is invalidated by a generation bump from another connection, as another process importing does', async () => {
    const words = { searchTerms: 'incendios forestales' };
    const [before] = await titles(words);
    await renameSilently(
      `${ENTRY_643}19732184`,
      'Infraestructuras contra incendios forestales (otro proceso)',
    );
    expect(await titles(words)).toEqual([before]);

    const target = inject('testDatabase');
    if (target.kind === 'postgres') {
      const [row] = await queryRows<{ name: string }>(t.database.db, sql`select current_database() as name`);
      const url = new URL(target.adminUrl);
      url.pathname = `/${row!.name}`;
      const second = new pg.Client({ connectionString: url.toString() });
      await second.connect();
      await second.query('update data_generation set n = n + 1');
      await second.end();
    } else {
      // PGlite is one session in this process: the bump comes through it.
      await t.database.db.execute(sql`update data_generation set n = n + 1`);
    }
    expect(await titles(words)).toEqual(['Infraestructuras contra incendios forestales (otro proceso)']);
  });

  it('answers "open tenders only" afresh once the earliest deadline among its matches has passed', async () => {
    const deadline = new Date(Date.now() + 3_600_000);
    await createTender(t.database.db, {
      title: 'Mantenimiento de ascensores municipales',
      submissionDeadline: deadline,
    });
    const open = { searchTerms: 'ascensores', filters: { only_active: true } };
    expect(await titles(open)).toEqual(['Mantenimiento de ascensores municipales']);

    // Only the clock moves: no data changes, no generation bump.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(deadline.getTime() + 1_000);
    expect(await titles(open)).toEqual([]);
  });
});
