import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { benchDatabase, databaseUrl } from '../postgres';

/** The tables an import writes, parents before children (their foreign keys are checked as rows arrive). */
export const IMPORTED_TABLES = [
  'parties',
  'projects',
  'lots',
  'tender_results',
  'project_versions',
  'ingest_events',
];

const ZSTD = spawnSync('zstd', ['--version']).status === 0;

export interface CopyAnchor {
  seconds: number;
  perTable: { table: string; rows: number; seconds: number }[];
}

/**
 * The ceiling of any importer on this server: the final rows of `source`, written by plain COPY
 * into a new database with the same schema, indexes and constraints. The rows are first written
 * to files by the server (not timed), so the timed COPY reads nothing from the other database;
 * compressed by zstd where the machine has it (the whole history's rows take some 40 GB as they
 * are), which unpacks them on the other core faster than COPY takes them. The server writes and
 * reads the files itself: this needs a superuser, as the throwaway server is.
 */
export async function copyAnchor(adminUrl: string, source: string, target: string): Promise<CopyAnchor> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lic-copy-'));
  // The server runs as another user when this runs as root.
  chmodSync(dir, 0o777);
  const from = new pg.Client({ connectionString: databaseUrl(adminUrl, source) });
  await from.connect();
  const file = (table: string) => path.join(dir, `${table}.bin${ZSTD ? '.zst' : ''}`);
  try {
    for (const table of IMPORTED_TABLES)
      await from.query(
        ZSTD
          ? `copy ${table} to program 'zstd -q -1 -o ${file(table)}' with (format binary)`
          : `copy ${table} to '${file(table)}' with (format binary)`,
      );
  } finally {
    await from.end();
  }
  const database = await benchDatabase(adminUrl, target);
  await database.migrate();
  await database.close();
  const to = new pg.Client({ connectionString: databaseUrl(adminUrl, target) });
  await to.connect();
  const perTable: CopyAnchor['perTable'] = [];
  try {
    for (const table of IMPORTED_TABLES) {
      const started = performance.now();
      const result = await to.query(
        ZSTD
          ? `copy ${table} from program 'zstd -q -dc ${file(table)}' with (format binary)`
          : `copy ${table} from '${file(table)}' with (format binary)`,
      );
      perTable.push({ table, rows: result.rowCount ?? 0, seconds: (performance.now() - started) / 1000 });
    }
  } finally {
    await to.end();
    rmSync(dir, { recursive: true, force: true });
  }
  return { seconds: perTable.reduce((sum, t) => sum + t.seconds, 0), perTable };
}
