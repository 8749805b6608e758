import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { fromPGlite, openPostgres, PGLITE_EXTENSIONS } from '../db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase:
      | { kind: 'pglite'; templateFile: string }
      | { kind: 'postgres'; adminUrl: string; template: string };
  }
}

/**
 * Migrates one template database per run; every test file then gets its own copy
 * (PGlite: a dumped data dir loaded into memory; PostgreSQL: CREATE DATABASE … TEMPLATE).
 * TEST_DATABASE_URL selects PostgreSQL; without it the suite runs on PGlite.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const template = `lic_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${template}`);
    await admin.query(`CREATE DATABASE ${template}`);
    const url = new URL(adminUrl);
    url.pathname = `/${template}`;
    const database = await openPostgres(url.toString());
    await database.migrate();
    await database.close();
    console.log(`[server tests] PostgreSQL ${await serverVersion(admin)} — template ${template}`);
    project.provide('testDatabase', { kind: 'postgres', adminUrl, template });
    return async () => {
      await admin.end();
    };
  }

  const pglite = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const database = fromPGlite(pglite);
  await database.migrate();
  const { rows } = await pglite.query<{ server_version: string }>('show server_version');
  const dump = await pglite.dumpDataDir('none');
  await database.close();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lic-pglite-template-'));
  const templateFile = path.join(dir, 'template.tar');
  writeFileSync(templateFile, Buffer.from(await dump.arrayBuffer()));
  console.log(`[server tests] PGlite (PostgreSQL ${rows[0]?.server_version}) — template ${templateFile}`);
  project.provide('testDatabase', { kind: 'pglite', templateFile });
  return () => rmSync(dir, { recursive: true, force: true });
}

async function serverVersion(client: pg.Client): Promise<string> {
  const { rows } = await client.query<{ server_version: string }>('show server_version');
  return rows[0]?.server_version ?? '?';
}
