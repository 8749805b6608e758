import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/rows';
import { feedState, projects } from '../../db/schema';
import { MONITOR_MATCH_JOB } from '../../jobs/definitions/monitor-match';
import { placspSyncJob } from '../../jobs/definitions/placsp-sync';
import { testConfig } from '../../test/app';
import { createTestDatabase } from '../../test/database';
import { hasSharedData, sharedPath } from '../../test/shared-data';
import { loadDemoDataIfEmpty } from '../demo/demo-data';
import { followFeed } from './follow-feed';

const withData = describe.skipIf(!hasSharedData('placsp'));

const REAL_HOST = 'https://contrataciondelestado.es';
const HEAD = '/sindicacion/sindicacion_643/licitacionesPerfilesContratanteCompleto3.atom';
const NEXT = '/sindicacion/sindicacion_643/licitacionesPerfilesContratanteCompleto3_20260810_201056.atom';

/**
 * PLACSP's live host is unreachable here: a loopback server answers like it, serving the real
 * head page and, as its `next` page, another real 643 page, with the host in links rewritten.
 */
let server: Server;
let origin: string;
const requests: string[] = [];
beforeAll(async () => {
  const page = (file: string) =>
    readFileSync(sharedPath('placsp', file), 'utf8').replaceAll(REAL_HOST, origin);
  server = createServer((req, res) => {
    requests.push(req.url ?? '');
    const body =
      req.url === HEAD
        ? page('placsp-atom-licitaciones.xml')
        : req.url === NEXT
          ? page('full-20-entries.atom')
          : null;
    if (!body) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/atom+xml; charset=utf-8' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

withData('live sync of a feed', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('walks the head page back through next, imports oldest first, and records the watermark', async () => {
    requests.length = 0;
    const result = await followFeed(database.db, '643', `${origin}${HEAD}`, 2);
    expect(requests).toEqual([HEAD, NEXT]);
    expect(result).toMatchObject({
      pages: 2,
      newest: '2026-08-10T17:34:01.738Z',
      stats: { new: 23, rejected: 0 },
    });
    const [state] = await database.db.select().from(feedState).where(eq(feedState.feed, '643'));
    expect(state!.lastUpdated?.toISOString()).toBe('2026-08-10T17:34:01.738Z');
    expect(state!.lastSuccessAt).toBeInstanceOf(Date);
    expect(state!.lastError).toBeNull();
  });

  it('stops at the first page older than what is stored', async () => {
    requests.length = 0;
    const result = await followFeed(database.db, '643', `${origin}${HEAD}`, 20);
    // The head page reaches the watermark; the 2018 page behind it is not needed.
    expect(requests).toEqual([HEAD, NEXT]);
    expect(result.stats).toMatchObject({ new: 0, changed: 0 });
  });

  it('fails visibly when PLACSP cannot be reached, keeping what is stored', async () => {
    const before = await database.db.select({ id: projects.id }).from(projects);
    await expect(followFeed(database.db, '643', 'http://127.0.0.1:9/nada.atom', 2)).rejects.toThrow();
    const [state] = await database.db.select().from(feedState).where(eq(feedState.feed, '643'));
    expect(state!.lastError).toBeTruthy();
    expect(state!.lastErrorAt!.getTime()).toBeGreaterThan(state!.lastSuccessAt!.getTime());
    expect(state!.lastUpdated?.toISOString()).toBe('2026-08-10T17:34:01.738Z');
    expect(await database.db.select({ id: projects.id }).from(projects)).toHaveLength(before.length);
  });

  it('takes the planner statistics again when real tenders replace the demonstration set', async () => {
    const fresh = await createTestDatabase();
    const unreachable = testConfig({ PLACSP_URL_643: 'http://127.0.0.1:9/licitaciones.atom' });
    expect(await loadDemoDataIfEmpty(fresh.db, unreachable, pino({ level: 'silent' }))).toBe(true);
    // 23 new tenders are few beside the demonstration set, but that set is gone.
    const result = await followFeed(fresh.db, '643', `${origin}${HEAD}`, 2);
    expect(result.stats.new).toBe(23);
    const [table] = await queryRows<{ rows: number }>(
      fresh.db,
      sql`select reltuples::int as rows from pg_class where relname = 'projects'`,
    );
    expect(table!.rows).toBe(23);
    await fresh.close();
  });

  it('runs as the placsp.sync job for every feed, failing the job when one feed fails', async () => {
    const config = testConfig({
      PLACSP_URL_643: `${origin}${HEAD}`,
      PLACSP_URL_1044: `${origin}/sindicacion/sindicacion_1044/PlataformasAgregadasSinMenores.atom`,
      PLACSP_URL_1143: `${origin}${HEAD.replace('643', '1143')}`,
    });
    const enqueued: string[] = [];
    const send = async (job: { name: string }) => {
      enqueued.push(job.name);
      return null;
    };
    await expect(
      placspSyncJob.handler({}, { db: database.db, config, log: pino({ level: 'silent' }), send }),
    ).rejects.toThrow(/Sincronización PLACSP fallida — 1044: .*404.* \| 1143: .*404/);
    // What the feeds that worked stored is matched into notifications at once.
    expect(enqueued).toEqual([MONITOR_MATCH_JOB]);
    const states = await database.db.select().from(feedState).orderBy(feedState.feed);
    expect(states.map((s) => [s.feed, Boolean(s.lastError)])).toEqual([
      ['1044', true],
      ['1143', true],
      ['643', false],
    ]);
  });
});
