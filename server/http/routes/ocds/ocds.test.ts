import { spawnSync } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/rows';
import { importSource } from '../../../ingest/import/import-source';
import { createTestApp, type TestApp } from '../../../test/app';
import { type AuthHeaders, createUser, signInAs } from '../../../test/factories';
import { LENA, LENA_PAGE } from '../../../test/lena-copies';
import { apiKeyOf } from '../../../test/mcp-calls';
import { officialValidators } from '../../../test/ocds-validators';
import { hasSharedData, sharedPath } from '../../../test/shared-data';

const withData = describe.skipIf(!hasSharedData('placsp'));

let t: TestApp;
let headers: AuthHeaders;
let lena: number;

beforeAll(async () => {
  t = await createTestApp({ OCDS_PREFIX: 'ocds-xyz789-' });
  await importSource(t.database.db, sharedPath('placsp', LENA_PAGE));
  headers = await signInAs(t.app, await createUser(t.database.db));
  [{ id: lena }] = (await queryRows<{ id: number }>(
    t.database.db,
    sql`select id from projects where entry_id = ${LENA}`,
  )) as [{ id: number }];
});
afterAll(() => t.close());

withData('GET /v1/ocds/releases/{id} and /v1/ocds/records/{id}', () => {
  it('answer valid OCDS 1.1 packages, to a session and to an API key', async () => {
    const validate = officialValidators();
    const key = await apiKeyOf(t.app, headers, ['read']);
    for (const auth of [headers, { authorization: `Bearer ${key}` }]) {
      const releases = await t.app.inject({ method: 'GET', url: `/v1/ocds/releases/${lena}`, headers: auth });
      expect(releases.statusCode, releases.body).toBe(200);
      const body = releases.json();
      expect(validate.releasePackage(body), JSON.stringify(validate.releasePackage.errors)).toBe(true);
      expect(body).toMatchObject({
        uri: `http://licitaciones.test/v1/ocds/releases/${lena}`,
        version: '1.1',
        releases: [{ ocid: `ocds-xyz789-${lena}`, tag: ['tender', 'award', 'contract'] }],
      });
      const record = await t.app.inject({ method: 'GET', url: `/v1/ocds/records/${lena}`, headers: auth });
      expect(record.statusCode, record.body).toBe(200);
      expect(validate.recordPackage(record.json()), JSON.stringify(validate.recordPackage.errors)).toBe(true);
      expect(record.json().records[0].compiledRelease.tag).toEqual(['compiled']);
    }
  });

  it('answer 404 for a tender we do not have, 400 for an id that is none, 401 without credentials', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/v1/ocds/records/999999', headers });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/^No /);
    expect((await t.app.inject({ method: 'GET', url: '/v1/ocds/releases/uno', headers })).statusCode).toBe(
      400,
    );
    expect((await t.app.inject({ method: 'GET', url: `/v1/ocds/releases/${lena}` })).statusCode).toBe(401);
  });
});

describe('npm run export:ocds', () => {
  it('explains its arguments and stops before opening any database when one is missing or wrong', () => {
    for (const args of [[], ['--since', '2026-02-31', '--out', '/tmp/x.jsonl'], ['--since', '2026-01-01']]) {
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/export-ocds.ts', ...args], {
        encoding: 'utf8',
        env: { PATH: process.env.PATH ?? '' },
      });
      expect(run.status, args.join(' ')).toBe(2);
      expect(run.stderr).toContain('Uso: npm run export:ocds -- --since AAAA-MM-DD --out fichero.jsonl');
    }
  });
});
