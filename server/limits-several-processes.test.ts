import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { type Database, openPostgres } from './db/client';
import { createEmptyDatabase } from './harness/pg-cluster';
import { type ServerProcess, startServerProcesses } from './harness/server-process';
import { expectLimitHolds, LIMIT_CASES, type Send } from './test/limit-cases';

// Every limit of server/test/limit-cases.ts with its parallel calls split between two real web
// processes on one PostgreSQL database: a count kept in one process's memory would let twice
// the limit through. PGlite admits one process; server/http/parallel-limits.test.ts covers it.
const target = inject('testDatabase');
const onPostgres = target.kind === 'postgres';

let webs: ServerProcess[] = [];
let database: Database | undefined;

beforeAll(async () => {
  if (!onPostgres) return;
  const url = await createEmptyDatabase(target.adminUrl, `lic_limits_${randomBytes(4).toString('hex')}`);
  // Behind a trusted proxy, X-Forwarded-For gives each request the client address the case names.
  const env = { DATABASE_URL: url, ROLES: 'web', TRUST_PROXY: 'true', LIMIT_SIGN_UP_PER_ADDRESS: '10' };
  webs = await startServerProcesses([env, env]);
  database = await openPostgres(url);
}, 180_000);
afterAll(async () => {
  for (const web of webs) await web.stop();
  await database?.close();
});

const sendTo =
  (web: ServerProcess): Send =>
  async (call) => {
    const res = await fetch(`${web.baseUrl}${call.url}`, {
      method: call.method,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': call.address, ...call.headers },
      body: JSON.stringify(call.body),
    });
    const body = (await res.json()) as { message?: string };
    return { status: res.status, retryAfter: res.headers.get('retry-after'), message: body.message ?? '' };
  };

describe.skipIf(!onPostgres)('every limit across two web processes (PostgreSQL 15)', () => {
  LIMIT_CASES.forEach((limit, n) => {
    it(limit.name, () => expectLimitHolds(limit, n, database!.db, (i) => sendTo(webs[i % 2]!)));
  });
});
