import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedDocumentSchema } from '../../../common/api/documents';
import { madridToday } from '../../../common/calendar';
import { queryRows } from '../../db/rows';
import { feedState, ingestEvents, officialPublications } from '../../db/schema';
import { createFileStore } from '../../files/create-file-store';
import { boeSyncJob } from '../../jobs/definitions/boe-sync';
import { MONITOR_MATCH_JOB } from '../../jobs/definitions/monitor-match';
import { createTestApp, type TestApp } from '../../test/app';
import { BOE_DIR } from '../../test/boe-files';
import { type BoeFake, startBoeFake } from '../../test/boe-server';
import { createUser, signInAs } from '../../test/factories';
import { hasSharedData } from '../../test/shared-data';
import { BoeUnreachableError } from './fetch-boe';
import { type BoeDeps, importBoeTarget } from './import-boe';
import { syncBoe } from './sync-boe';

const withData = describe.skipIf(!hasSharedData('boe'));

/** 10:00 in Madrid on the day of BOE-S-20200507 (its 8 kept V-A items of 29). */
const MAY_7 = new Date('2020-05-07T08:00:00Z');

let t: TestApp;
let boe: BoeFake;
let deps: BoeDeps;
beforeAll(async () => {
  boe = await startBoeFake((name, xml) =>
    // One kept item served broken: reported, the rest imports.
    name === 'BOE-B-2020-13320' ? xml.replace('</metadatos>', '') : xml,
  );
  t = await createTestApp({ BOE_URL: boe.url });
  deps = { db: t.database.db, files: createFileStore(t.config.documents), config: t.config };
});
afterAll(async () => {
  await t.close();
  await boe.close();
});

const publicationCount = async () =>
  (
    await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from official_publications`)
  )[0]?.n;
const eventCount = async () =>
  (
    await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from ingest_events where type = 'new_publication'`,
    )
  )[0]?.n;

withData('boe.sync: the day from the BOE API', () => {
  it('imports the V-A items of the day, reports the ones it cannot use, and stores the documents', async () => {
    const result = await syncBoe(deps, MAY_7);
    expect(result).toMatchObject({
      days: ['2020-05-07'],
      issues: ['BOE-S-2020-127'],
      created: 7,
      updated: 0,
    });
    // 21 items of the day are not kept (404), one is served broken.
    expect(result.problems).toHaveLength(22);
    expect(result.problems).toContainEqual({
      identifier: 'BOE-B-2020-13298',
      message: 'el BOE no tiene este documento (HTTP 404)',
    });
    expect(result.problems).toContainEqual({
      identifier: 'BOE-B-2020-13320',
      message: expect.stringMatching(/^XML no válido/),
    });
    // Only section 5A was asked for: the day's other 31 items were never fetched.
    expect(boe.requests.filter((r) => r.startsWith('/diario_boe/'))).toHaveLength(29);
    expect(boe.requests).toContain('/datosabiertos/api/boe/sumario/20200507');

    const [row] = await t.database.db
      .select()
      .from(officialPublications)
      .where(eq(officialPublications.identifier, 'BOE-B-2020-13309'));
    expect(row).toMatchObject({
      source: 'boe',
      title: expect.stringMatching(/^Anuncio de licitación de: Dirección General de Tráfico\./),
      department: 'Ministerio del Interior',
      departmentCode: '7320',
      section: '5A',
      date: '2020-05-07',
      pdfUrl: 'https://www.boe.es/boe/dias/2020/05/07/pdfs/BOE-B-2020-13309.pdf',
      htmlUrl: 'https://www.boe.es/diario_boe/txt.php?id=BOE-B-2020-13309',
    });
    const json = await deps.files.get('boe/BOE-B-2020-13309/BOE-B-2020-13309.json');
    const document = storedDocumentSchema.parse(JSON.parse(json ?? 'null'));
    expect(document.pages[0]?.blocks.find((b) => b.id === 'p1-30')).toMatchObject({
      label: '8. Valor estimado:',
      text: '5.840.000,00 euros.',
    });
    expect(await deps.files.get('boe/BOE-B-2020-13309/BOE-B-2020-13309.html')).toContain(
      '<dd>5.840.000,00 euros.</dd>',
    );
    expect(await eventCount()).toBe(7);

    const [state] = await t.database.db.select().from(feedState).where(eq(feedState.feed, 'boe'));
    expect(state).toMatchObject({ lastUpdated: new Date('2020-05-07T00:00:00Z'), lastError: null });
    expect(state?.lastSuccessAt).toBeInstanceOf(Date);
  });

  it('changes nothing when the same day is imported again', async () => {
    const before = await t.database.db.select().from(officialPublications).orderBy(officialPublications.id);
    const again = await syncBoe(deps, MAY_7);
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 7 });
    expect(await t.database.db.select().from(officialPublications).orderBy(officialPublications.id)).toEqual(
      before,
    );
    expect(await eventCount()).toBe(7);
  });

  it('fails visibly when the BOE is unreachable, keeps what it has, and recovers', async () => {
    const down = { ...deps, config: { boe: { ...t.config.boe, url: 'http://127.0.0.1:9' } } };
    await expect(syncBoe(down, new Date('2020-05-08T08:00:00Z'))).rejects.toThrow(BoeUnreachableError);
    const [state] = await t.database.db.select().from(feedState).where(eq(feedState.feed, 'boe'));
    expect(state?.lastError).toMatch(/No se ha podido conectar con el BOE/);
    expect(state?.lastUpdated).toEqual(new Date('2020-05-07T00:00:00Z'));
    expect(await publicationCount()).toBe(7);

    // Shown to admins with the PLACSP feeds, as failing.
    const headers = await signInAs(t.app, await createUser(t.database.db, { role: 'admin' }));
    const status = (await t.app.inject({ method: 'GET', url: '/v1/sources/status', headers })).json();
    expect(status.feeds).toContainEqual(
      expect.objectContaining({ feed: 'boe', last_error: expect.stringMatching(/BOE/) }),
    );

    // Back: the next run takes the missed day (no BOE on the loopback for 08/05: a day without one).
    const next = await syncBoe(deps, new Date('2020-05-08T08:00:00Z'));
    expect(next).toMatchObject({ days: ['2020-05-08'], daysWithoutIssue: ['2020-05-08'], created: 0 });
    const [after] = await t.database.db.select().from(feedState).where(eq(feedState.feed, 'boe'));
    expect(after?.lastError).toBeNull();
    // Today without a summary may be too early: not marked as done.
    expect(after?.lastUpdated).toEqual(new Date('2020-05-07T00:00:00Z'));
  });
});

withData('the boe.sync job', () => {
  it('syncs with the configured store and host, then asks the monitor to match', async () => {
    const enqueued: string[] = [];
    const send = async (job: { name: string }) => {
      enqueued.push(job.name);
      return null;
    };
    const ctx = { db: t.database.db, config: t.config, log: pino({ level: 'silent' }), send };
    await boeSyncJob.handler({}, ctx);
    expect(enqueued).toEqual([MONITOR_MATCH_JOB]);
    // Today (Madrid) was asked for; the loopback has no BOE for it.
    expect(boe.requests.at(-1)).toBe(
      `/datosabiertos/api/boe/sumario/${madridToday(new Date()).replaceAll('-', '')}`,
    );
    const down = { ...ctx, config: { ...t.config, boe: { ...t.config.boe, url: 'http://127.0.0.1:9' } } };
    await expect(boeSyncJob.handler({}, down)).rejects.toThrow(BoeUnreachableError);
  });
});

withData('npm run import:boe targets', () => {
  it('imports a folder of real files (every item document in it), then nothing more', async () => {
    const first = await importBoeTarget(deps, BOE_DIR);
    expect(first.issues).toEqual(['BOE-S-2020-127', 'BOE-S-2020-233', 'BOE-S-2024-277', 'BOE-S-2025-160']);
    // 14 items; the sync stored 7 of them already (the 8 kept V-A items of 07/05 but the broken one).
    expect(first).toMatchObject({ created: 7, unchanged: 7, updated: 0, problems: [] });
    expect(await publicationCount()).toBe(14);
    const events = await eventCount();
    expect(await importBoeTarget(deps, BOE_DIR)).toMatchObject({ created: 0, updated: 0, unchanged: 14 });
    expect(await eventCount()).toBe(events);
    expect(
      (await t.database.db.select().from(ingestEvents).where(eq(ingestEvents.type, 'new_publication'))).every(
        (e) => e.projectId === null && e.publicationId !== null,
      ),
    ).toBe(true);
  });

  it('reads a summary file with its items beside it, and a day from the API', async () => {
    const summary = await importBoeTarget(deps, `${BOE_DIR}/BOE-S-20200831.xml`);
    // BOE-B-2020-27644 is beside it; its 39 other V-A items come from the (loopback) BOE: 404.
    expect(summary).toMatchObject({ issues: ['BOE-S-2020-233'], unchanged: 1, created: 0 });
    expect(summary.problems).toHaveLength(39);
    expect(await importBoeTarget(deps, '2020-05-07')).toMatchObject({
      issues: ['BOE-S-2020-127'],
      unchanged: 7,
    });
    // A summary URL: its items from BOE_URL.
    const byUrl = await importBoeTarget(deps, `${boe.url}/datosabiertos/api/boe/sumario/20200507`);
    expect(byUrl).toMatchObject({ issues: ['BOE-S-2020-127'], unchanged: 7, created: 0 });
    await expect(importBoeTarget(deps, `${boe.url}/datosabiertos/api/boe/sumario/20200510`)).rejects.toThrow(
      /HTTP 404/,
    );
  });
});
