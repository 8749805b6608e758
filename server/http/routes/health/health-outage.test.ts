import pino from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { healthResponseSchema } from '../../../../common/api/health';
import { type Database, openPostgres } from '../../../db/client';
import { type PgCluster, startPgCluster } from '../../../harness/pg-cluster';
import { sessionOf } from '../../../test/account-resources';
import { createTestApp, testConfig } from '../../../test/app';
import { type AuthHeaders, createUser } from '../../../test/factories';
import { buildApp } from '../../app';

const onPostgres = inject('testDatabase').kind === 'postgres';

/**
 * The app, a signed-in session, and a way to take its database away: on PostgreSQL a server of
 * the test's own, stopped (every connection refused); on PGlite the database closed.
 */
async function appWithOutage() {
  if (!onPostgres) {
    const t = await createTestApp();
    return { t, outage: () => t.database.close(), cleanUp: () => t.app.close() };
  }
  const cluster: PgCluster = await startPgCluster();
  const database: Database = await openPostgres(cluster.url);
  await database.migrate();
  const config = testConfig();
  const app = await buildApp({ config, database, logger: pino({ level: 'silent' }) });
  return {
    t: { app, database },
    outage: () => cluster.down(),
    async cleanUp() {
      await app.close();
      await database.close();
      await cluster.remove();
    },
  };
}

let setUp: Awaited<ReturnType<typeof appWithOutage>>;
let session: AuthHeaders;
beforeAll(async () => {
  setUp = await appWithOutage();
  session = await sessionOf(setUp.t.database.db, await createUser(setUp.t.database.db));
}, 120_000);
afterAll(() => setUp.cleanUp());

describe('GET /health during a database outage', () => {
  it('answers 503 with its own body, with and without session headers', async () => {
    const signedIn = await setUp.t.app.inject({ method: 'GET', url: '/v1/user', headers: session });
    expect(signedIn.statusCode).toBe(200);
    await setUp.outage();
    const cookie = `licitaciones_session=${encodeURIComponent(JSON.stringify(session))}`;
    for (const [who, headers] of [
      ['no session', {}],
      ['session headers', session],
      ['session headers and cookie', { ...session, cookie }],
    ] as const) {
      const res = await setUp.t.app.inject({ method: 'GET', url: '/health', headers });
      expect(res.statusCode, `${who}: ${res.body}`).toBe(503);
      const body = healthResponseSchema.parse(res.json());
      expect(body.database.status, who).toBe('down');
    }
    if (onPostgres) {
      // Any other call with the session is told to try again shortly.
      const other = await setUp.t.app.inject({ method: 'GET', url: '/v1/user', headers: session });
      expect(other.json()).toMatchObject({ statusCode: 503, code: 'unavailable' });
    }
  });
});
