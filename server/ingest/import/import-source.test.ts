import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/rows';
import {
  importRuns,
  ingestEvents,
  lots,
  parties,
  projects,
  projectVersions,
  tenderResults,
} from '../../db/schema';
import { placspSyncJob } from '../../jobs/definitions/placsp-sync';
import { testConfig } from '../../test/app';
import { createTestDatabase } from '../../test/database';
import {
  ENTRY_643 as ENTRY,
  editedPage as editedPageOf,
  PLACSP,
  type TextEdits,
} from '../../test/placsp-pages';
import { hasSharedData } from '../../test/shared-data';
import { importSource } from './import-source';

const withData = describe.skipIf(!hasSharedData('placsp'));

const tmp = mkdtempSync(path.join(os.tmpdir(), 'lic-import-test-'));

/** A copy of a real page with one entry's text edited, e.g. a newer version of it. */
const editedPage = (file: string, entryNumber: string, edits: TextEdits, name = file) =>
  editedPageOf(file, { entries: { [`${ENTRY}${entryNumber}`]: edits } }, name);

async function fingerprint(database: Database) {
  const [row] = await queryRows<Record<string, unknown>>(
    database.db,
    sql`select (select count(*) from projects) projects, (select count(*) from parties) parties,
      (select count(*) from lots) lots, (select count(*) from tender_results) results,
      (select count(*) from project_versions) versions, (select count(*) from ingest_events) events,
      (select md5(string_agg(entry_id || source_updated_at::text || md5(data::text) || coalesce(search_vector::text, ''), ',' order by entry_id)) from projects) digest`,
  );
  return row;
}

withData('importing the real PLACSP pages', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('stores every entry once, counts tombstones and duplicates, and rejects nothing', async () => {
    const summary = await importSource(database.db, PLACSP);
    expect(summary).toMatchObject({
      pages: 6,
      items: 1528,
      new: 1298,
      changed: 0,
      unchanged: 0,
      duplicates: 4,
      failedPages: [],
    });
    expect(summary.rejected).toEqual([]);
    const byFeed = await queryRows<{ feed: string; n: number }>(
      database.db,
      sql`select feed, count(*)::int n from projects group by feed order by feed`,
    );
    expect(byFeed).toEqual([
      { feed: '1044', n: 775 },
      { feed: '1143', n: 500 },
      { feed: '643', n: 23 },
    ]);
  });

  it('leaves the planner statistics of what it stored: the default search walks the date index', async () => {
    const [stats] = await queryRows<{ reltuples: number }>(
      database.db,
      sql`select reltuples::int as reltuples from pg_class where relname = 'projects'`,
    );
    expect(stats!.reltuples).toBe(1298);
    const plan = await queryRows<{ 'QUERY PLAN': string }>(
      database.db,
      sql`explain select id, planned_end_date from projects where deleted_at is null
        order by publication_date desc nulls last, id desc nulls last limit 25`,
    );
    expect(plan.map((line) => line['QUERY PLAN']).join('\n')).toContain('projects_publication_idx');
  });

  it('maps a multi-lot 643 entry with its results, lots and parties', async () => {
    const [p] = await database.db
      .select()
      .from(projects)
      .where(eq(projects.entryId, `${ENTRY}19732184`));
    expect(p).toMatchObject({
      feed: '643',
      title: 'Ejecución de infraestructuras preventivas contra incendios forestales. 2 Lotes.',
      status: 'RES',
      contractFolderId: 'CON/2026/6',
      plannedStartDate: '2026-05-22',
      plannedEndDate: '2026-09-30',
      totalAmount: '92284.76',
      taxExclusiveAmount: '76268.38',
      estimatedAmount: '76268.38',
      locationNuts: 'ES120',
      locationCity: 'Lena',
      publicationDate: '2026-05-22',
      cpvCodes: ['77200000'],
      hasLots: true,
      contractingPartyName: 'Alcaldía del Ayuntamiento de Lena (Principado de Asturias)',
    });
    expect(p!.submissionDeadline?.toISOString()).toBe('2026-06-08T21:59:00.000Z');
    expect(p!.sourceUpdatedAt.toISOString()).toBe('2026-08-10T15:34:38.955Z');

    const lotRows = await database.db
      .select()
      .from(lots)
      .where(eq(lots.projectId, p!.id))
      .orderBy(lots.position);
    expect(lotRows.map((l) => [l.lotId, l.summary, l.totalAmount])).toEqual([
      ['1', 'Faja auxiliar mecánica', '73576.36'],
      ['2', expect.stringContaining('Limpieza manual de senderos'), '18708.40'],
    ]);
    const results = await database.db
      .select()
      .from(tenderResults)
      .where(eq(tenderResults.projectId, p!.id))
      .orderBy(tenderResults.position);
    expect(
      results.map((r) => [
        r.lotId,
        r.resultCode,
        r.awardDate,
        r.taxExclusiveAmount,
        r.payableAmount,
        r.winnerName,
        r.winnerIdentifier,
      ]),
    ).toEqual([
      ['1', '9', '2026-07-29', '60728.36', '73481.32', 'IDINAT OBRAS Y SERVICIOS, S.L.', 'B74408725'],
      ['2', '9', '2026-07-29', '12987.64', '15715.04', 'FORESTAL OVIEDO S.L.', 'B22600928'],
    ]);

    const [buyer] = await database.db.select().from(parties).where(eq(parties.id, p!.contractingPartyId!));
    expect(buyer).toMatchObject({ key: 'NIF:P3303300B', partyId: 'P3303300B', isContractingBody: true });
    expect(buyer!.identifiers).toMatchObject({
      DIR3: 'L01330334',
      NIF: 'P3303300B',
      ID_PLATAFORMA: '30009150001862',
    });
    const [winner] = await database.db.select().from(parties).where(eq(parties.key, 'NIF:B74408725'));
    expect(winner).toMatchObject({ name: 'IDINAT OBRAS Y SERVICIOS, S.L.', isCompany: true });
    expect(p!.awardeePartyIds).toContain(winner!.id);
  });

  it('maps a 1044 entry: the regional platform link, a body known only by name', async () => {
    const [p] = await database.db
      .select()
      .from(projects)
      .where(
        eq(
          projects.entryId,
          'https://contrataciondelestado.es/sindicacion/PlataformasAgregadasSinMenores/1992393',
        ),
      );
    expect(p).toMatchObject({
      feed: '1044',
      title: 'Suministro de sistema de dispensación automatizada de medicamentos',
      status: 'RES',
      contractFolderId: 'PNSP SC14/17',
      totalAmount: null,
      taxExclusiveAmount: '58211.00',
      contractType: '1',
      cpvCodes: ['33100000'],
      locationNuts: 'ES300',
      contractingPartyName: 'Hospital Universitario Santa Cristina',
    });
    expect(p!.link).toMatch(/^http:\/\/www\.madrid\.org\//);
    const [buyer] = await database.db.select().from(parties).where(eq(parties.id, p!.contractingPartyId!));
    expect(buyer!.key).toBe('NAME:HOSPITAL UNIVERSITARIO SANTA CRISTINA');
  });

  it('maps a 1143 minor contract with its single award', async () => {
    const [p] = await database.db
      .select()
      .from(projects)
      .where(
        eq(projects.entryId, 'https://contrataciondelestado.es/sindicacion/datosAbiertosMenores/20294343'),
      );
    expect(p).toMatchObject({
      feed: '1143',
      status: 'RES',
      procedureCode: '6',
      totalAmount: '3630.00',
      taxExclusiveAmount: '3000.00',
      cpvCodes: ['92521210'],
      locationCity: 'Valencia',
      contractingPartyName: 'Conselleria de Educación, Cultura y Universidades',
    });
    const results = await database.db.select().from(tenderResults).where(eq(tenderResults.projectId, p!.id));
    expect(results).toHaveLength(1);
  });

  it('changes nothing when the same pages are imported again', async () => {
    const before = await fingerprint(database);
    const again = await importSource(database.db, PLACSP);
    expect(again).toMatchObject({ new: 0, changed: 0, unchanged: 1298, deleted: 0 });
    expect(await fingerprint(database)).toEqual(before);
  });
});

withData('versions, tombstones and bad pages', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    await importSource(database.db, path.join(PLACSP, 'placsp-atom-licitaciones.xml'));
  });
  afterAll(() => database.close());

  const projectOf = async (n: string) =>
    (
      await database.db
        .select()
        .from(projects)
        .where(eq(projects.entryId, `${ENTRY}${n}`))
    )[0]!;

  it('records a newer version with exactly the fields that changed, and an event', async () => {
    const page = editedPage('placsp-atom-licitaciones.xml', '19900639', [
      [
        '<updated>2026-08-10T19:34:01.738+02:00</updated>',
        '<updated>2026-08-11T09:00:00.000+02:00</updated>',
      ],
      [
        'languageID="es" listURI="https://contrataciondelestado.es/codice/cl/2.04/SyndicationContractFolderStatusCode-2.04.gc">EV<',
        'languageID="es" listURI="https://contrataciondelestado.es/codice/cl/2.04/SyndicationContractFolderStatusCode-2.04.gc">ADJ<',
      ],
      [
        '<cbc:TotalAmount currencyID="EUR">867715.2</cbc:TotalAmount>',
        '<cbc:TotalAmount currencyID="EUR">900000,5</cbc:TotalAmount>',
      ],
    ]);
    const summary = await importSource(database.db, page);
    expect(summary).toMatchObject({ new: 0, changed: 1, unchanged: 2 });

    const p = await projectOf('19900639');
    expect(p).toMatchObject({ status: 'ADJ', totalAmount: '900000.50' });
    const versions = await database.db
      .select()
      .from(projectVersions)
      .where(eq(projectVersions.projectId, p.id))
      .orderBy(projectVersions.id);
    expect(versions.map((v) => v.kind)).toEqual(['created', 'changed']);
    expect(versions[1]!.changes).toEqual({
      status: { from: 'EV', to: 'ADJ' },
      total_amount: { from: '867715.2', to: '900000.5' },
    });
    expect(versions[1]!.lotChanges).toEqual([]);
    expect(versions[1]!.documentChanges).toEqual([]);
    const events = await database.db
      .select()
      .from(ingestEvents)
      .where(eq(ingestEvents.projectId, p.id))
      .orderBy(ingestEvents.id);
    expect(events.map((e) => e.type)).toEqual(['new_project', 'changed_project']);
    expect(events[1]!.versionId).toBe(versions[1]!.id);

    // The older version arriving later changes nothing.
    const old = await importSource(database.db, path.join(PLACSP, 'placsp-atom-licitaciones.xml'));
    expect(old).toMatchObject({ changed: 0, unchanged: 3 });
    expect((await projectOf('19900639')).status).toBe('ADJ');
  });

  it('deletes a tender with a newer tombstone, and an older version does not bring it back', async () => {
    // The page's real tombstone, pointed at an entry it postdates (entry updated 19:09 +02:00).
    const page = editedPageOf(
      'placsp-atom-licitaciones.xml',
      {
        feed: [
          [
            `ref="${ENTRY}20276100" when="2026-08-10T18:24:23.783+02:00"`,
            `ref="${ENTRY}13549501" when="2026-08-10T20:24:23.783+02:00"`,
          ],
        ],
      },
      'with-tombstone.xml',
    );
    const summary = await importSource(database.db, page);
    expect(summary.deleted).toBe(1);
    const p = await projectOf('13549501');
    expect(p.deletedAt?.toISOString()).toBe('2026-08-10T18:24:23.783Z');
    expect(p.deletedReason).toBe('ANULADA');
    const [version] = await database.db
      .select()
      .from(projectVersions)
      .where(eq(projectVersions.projectId, p.id))
      .orderBy(sql`id desc`)
      .limit(1);
    expect(version).toMatchObject({ kind: 'deleted', changes: { deleted: { from: null, to: 'ANULADA' } } });

    await importSource(database.db, path.join(PLACSP, 'placsp-atom-licitaciones.xml'));
    expect((await projectOf('13549501')).deletedAt).not.toBeNull();
  });

  it('rejects a malformed entry alone, with its id and reason', async () => {
    const page = editedPage('placsp-atom-licitaciones.xml', '19732184', [
      ['<updated>2026-08-10T17:34:38.955+02:00</updated>', '<updated>ayer por la tarde</updated>'],
    ]);
    const summary = await importSource(database.db, page);
    expect(summary.rejected).toEqual([
      expect.objectContaining({
        kind: 'entry',
        entryId: `${ENTRY}19732184`,
        reason: expect.stringContaining('ayer por la tarde'),
      }),
    ]);
    expect(summary.unchanged).toBe(2);
  });

  it('refuses a truncated page with a clear message and stores nothing of it', async () => {
    const before = await fingerprint(database);
    const xml = readFileSync(
      path.join(PLACSP, 'PlataformasAgregadasSinMenores_20220105_030012.atom'),
      'utf8',
    );
    const cut = path.join(tmp, 'cut.atom');
    writeFileSync(cut, xml.slice(0, Math.floor(xml.length / 2)));
    const summary = await importSource(database.db, cut);
    expect(summary.pages).toBe(0);
    expect(summary.failedPages).toEqual([{ page: cut, error: expect.any(String) }]);
    expect(summary.failedPages[0]!.error.length).toBeGreaterThan(10);
    expect(await fingerprint(database)).toEqual(before);
  });
});

withData('an import killed half way', () => {
  it('leaves, once run again, the same database as one clean run', async () => {
    const clean = await createTestDatabase();
    await importSource(clean.db, PLACSP);
    const expected = await fingerprint(clean);
    await clean.close();

    const interrupted = await createTestDatabase();
    // The 1143 page (third, oldest first) dies mid-transaction, as a killed process would.
    await interrupted.db.execute(
      sql`create function die() returns trigger language plpgsql as $$ begin raise exception 'killed'; end $$`,
    );
    await interrupted.db.execute(
      sql`create trigger die before insert on projects for each row when (new.feed = '1143') execute function die()`,
    );
    await expect(importSource(interrupted.db, PLACSP)).rejects.toThrow();
    const partial = await fingerprint(interrupted);
    expect(Number(partial!.projects)).toBeGreaterThan(0);
    expect(Number(partial!.projects)).toBeLessThan(Number(expected!.projects));

    await interrupted.db.execute(sql`drop trigger die on projects`);
    await importSource(interrupted.db, PLACSP);
    expect(await fingerprint(interrupted)).toEqual(expected);
    await interrupted.close();
  });

  it('is finished by the next live sync, as if never interrupted, and only once', async () => {
    const clean = await createTestDatabase();
    await importSource(clean.db, PLACSP);
    const expected = await fingerprint(clean);
    await clean.close();

    const interrupted = await createTestDatabase();
    const db = interrupted.db;
    await db.execute(
      sql`create function die() returns trigger language plpgsql as $$ begin raise exception 'killed'; end $$`,
    );
    await db.execute(
      sql`create trigger die before insert on projects for each row when (new.feed = '1143') execute function die()`,
    );
    await expect(importSource(db, PLACSP, { record: true })).rejects.toThrow();
    await db.execute(sql`drop trigger die on projects`);
    const sync = () =>
      placspSyncJob.handler({ feeds: [] }, { db, config: testConfig(), log: pino({ level: 'silent' }) });
    // A sync while the import might still be running (its last page stored moments ago) leaves it.
    await sync();
    const [left] = await db.select().from(importRuns);
    expect(left).toMatchObject({
      finishedAt: null,
      pagesDone: 1, // the oldest page; the 1143 one died
      lastError: expect.any(String),
    });
    expect(await fingerprint(interrupted)).not.toEqual(expected);

    // Ten minutes without a page: its process is gone, and the next sync finishes it.
    await db.update(importRuns).set({ heartbeatAt: sql`${importRuns.heartbeatAt} - interval '11 minutes'` });
    await sync();
    expect(await fingerprint(interrupted)).toEqual(expected);
    const [run] = await db.select().from(importRuns);
    expect(run).toMatchObject({ pagesDone: run!.pagesTotal, lastError: null, finishedAt: expect.any(Date) });
    await db.update(importRuns).set({ heartbeatAt: sql`${importRuns.heartbeatAt} - interval '11 minutes'` });
    await sync();
    expect(await fingerprint(interrupted)).toEqual(expected);
    await interrupted.close();
  });
});
