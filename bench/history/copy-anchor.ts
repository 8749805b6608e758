import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { databaseUrl } from '../postgres';

/** The tables an import writes, parents before children (their foreign keys are checked as rows arrive). */
const IMPORTED_TABLES = [
  'parties',
  'projects',
  'lots',
  'tender_results',
  'project_versions',
  'ingest_events',
];

const ZSTD = spawnSync('zstd', ['--version']).status === 0;
/** Written last, so a folder holding it holds every table's rows. */
const DONE = 'hecho';

export interface CopyAnchor {
  seconds: number;
  perTable: { table: string; rows: number; seconds: number }[];
}

const fileOf = (dir: string, table: string) => path.join(dir, `${table}.bin${ZSTD ? '.zst' : ''}`);

export const rowsDumped = (dir: string) => existsSync(path.join(dir, DONE));

/**
 * The final rows of `source`, written to files in `dir` by the server (not timed as part of the
 * anchor, so the timed COPY reads nothing from another database), right after the import: the
 * database may change or be dropped before the COPY runs, since the whole history and its copy
 * do not both fit on this machine's disk. Compressed by zstd where the machine has it (the whole
 * history's rows take some 40 GB as they are), which unpacks them on the other core faster than
 * COPY takes them. The server writes and reads the files itself: this needs a superuser, as the
 * throwaway server is. Returns the seconds it took.
 */
export async function dumpRows(adminUrl: string, source: string, dir: string): Promise<number> {
  const started = performance.now();
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  // The server runs as another user when this runs as root.
  chmodSync(dir, 0o777);
  const from = new pg.Client({ connectionString: databaseUrl(adminUrl, source) });
  await from.connect();
  try {
    for (const table of IMPORTED_TABLES) {
      const file = fileOf(dir, table);
      await from.query(
        ZSTD
          ? `copy ${table} to program 'zstd -q -1 -o ${file}' with (format binary)`
          : `copy ${table} to '${file}' with (format binary)`,
      );
    }
  } finally {
    await from.end();
  }
  writeFileSync(path.join(dir, DONE), '');
  return (performance.now() - started) / 1000;
}

/**
 * The ceiling of any importer on this server: the rows `dumpRows` wrote, by plain COPY into
 * `url`, a database as the server's first start leaves it (same schema, indexes, constraints and
 * reference data as the import's).
 */
export async function copyAnchor(url: string, dir: string): Promise<CopyAnchor> {
  const to = new pg.Client({ connectionString: url });
  await to.connect();
  const perTable: CopyAnchor['perTable'] = [];
  try {
    for (const table of IMPORTED_TABLES) {
      const file = fileOf(dir, table);
      const started = performance.now();
      const result = await to.query(
        ZSTD
          ? `copy ${table} from program 'zstd -q -dc ${file}' with (format binary)`
          : `copy ${table} from '${file}' with (format binary)`,
      );
      perTable.push({ table, rows: result.rowCount ?? 0, seconds: (performance.now() - started) / 1000 });
    }
  } finally {
    await to.end();
  }
  return { seconds: perTable.reduce((sum, t) => sum + t.seconds, 0), perTable };
}

/**
 * Moves each copied table's id sequence past its largest id, as a restore does: COPY writes the
 * ids as they were and leaves the sequences where a new database starts them, so the next tender
 * or party stored would take an id already used.
 */
export async function restartSequences(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const table of IMPORTED_TABLES)
      await client.query(
        `select setval(s, (select coalesce(max(id), 0) + 1 from ${table}), false)
         from pg_get_serial_sequence('${table}', 'id') as s where s is not null`,
      );
  } finally {
    await client.end();
  }
}
