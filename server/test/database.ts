import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, fromPGlite, openPostgres, PGLITE_EXTENSIONS } from '../db/client';

/** A fresh, migrated database of its own for the calling test file (see global-setup.ts). */
export async function createTestDatabase(): Promise<Database> {
  const target = inject('testDatabase');
  if (target.kind === 'pglite') {
    const loadDataDir = new Blob([readFileSync(target.templateFile)]);
    return fromPGlite(await PGlite.create({ loadDataDir, extensions: PGLITE_EXTENSIONS }));
  }
  const name = `lic_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: target.adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${target.template}`);
  } finally {
    await admin.end();
  }
  const url = new URL(target.adminUrl);
  url.pathname = `/${name}`;
  return openPostgres(url.toString());
}
