/**
 * The migrations added since the last release, on the full database. The database is taken back to
 * the release's schema in place (the round's tables, columns, indexes and constraints dropped, the
 * indexes it replaced built again, its one renamed column named as before; the data stays), then
 * migrated as the server does, while a reader keeps reading tenders: each migration alone first
 * (its own time), then all of them in one transaction as a deploy runs them (the longest a reader
 * waited then is what users would see), then the backfill the server starts after them.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR, openPostgres } from '../../server/db/client';
import { backfillRequirementColumns } from '../../server/ingest/import/backfill-requirement-columns';
import { benchDatabase, databaseUrl, dropDatabase } from '../postgres';

/**
 * The newest migration of the last release. No release is tagged yet: this round's work began
 * after 0032, so the release is the schema at 0032. Move it forward with each release.
 */
export const LAST_RELEASE = '0032_body_tenders_covering_index';

/** Columns this round renamed, by their name now → their name in the release. */
const RENAMED: Record<string, string> = { 'projects.feed': 'source' };

interface JournalEntry {
  idx: number;
  tag: string;
  when: number;
}

const journal = (): JournalEntry[] =>
  JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')).entries;

/** A copy of the migrations folder that knows only the migrations up to `tag`. */
function migrationsUpTo(tag: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lic-migraciones-'));
  cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const file = path.join(dir, 'meta', '_journal.json');
  const whole = JSON.parse(readFileSync(file, 'utf8'));
  const last = whole.entries.findIndex((e: JournalEntry) => e.tag === tag);
  if (last < 0) throw new Error(`La migración ${tag} no existe`);
  writeFileSync(file, JSON.stringify({ ...whole, entries: whole.entries.slice(0, last + 1) }));
  return dir;
}

async function migrateUpTo(url: string, tag: string): Promise<void> {
  const folder = migrationsUpTo(tag);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await migrate(drizzle(client), { migrationsFolder: folder });
  } finally {
    await client.end();
    rmSync(folder, { recursive: true, force: true });
  }
}

export interface Schema {
  /** table → its columns */
  tables: Map<string, Set<string>>;
  /** `table.index` → its definition */
  indexes: Map<string, string>;
  /** `table.constraint` */
  constraints: Set<string>;
}

async function schemaOf(url: string): Promise<Schema> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const columns = await client.query<{ table_name: string; column_name: string }>(
      `select c.table_name, c.column_name from information_schema.columns c
       join information_schema.tables t using (table_schema, table_name)
       where c.table_schema = 'public' and t.table_type = 'BASE TABLE'`,
    );
    const tables = new Map<string, Set<string>>();
    for (const { table_name, column_name } of columns.rows) {
      if (!tables.has(table_name)) tables.set(table_name, new Set());
      tables.get(table_name)!.add(column_name);
    }
    const indexes = await client.query<{ name: string; definition: string }>(
      `select tablename || '.' || indexname as name, indexdef as definition from pg_indexes where schemaname = 'public'`,
    );
    const constraints = await client.query<{ name: string }>(
      `select conrelid::regclass::text || '.' || conname as name from pg_constraint
       where connamespace = 'public'::regnamespace and conrelid <> 0`,
    );
    return {
      tables,
      indexes: new Map(indexes.rows.map((r) => [r.name, r.definition])),
      constraints: new Set(constraints.rows.map((r) => r.name)),
    };
  } finally {
    await client.end();
  }
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** What takes `now`, a database at today's schema, back to `release`'s schema. */
export function revertStatements(now: Schema, release: Schema): string[] {
  const statements: string[] = [];
  for (const [table, columns] of now.tables) {
    const before = release.tables.get(table);
    if (!before) {
      statements.push(`drop table if exists ${ident(table)} cascade`);
      continue;
    }
    for (const constraint of now.constraints)
      if (constraint.startsWith(`${table}.`) && !release.constraints.has(constraint))
        statements.push(
          `alter table ${ident(table)} drop constraint if exists ${ident(constraint.slice(table.length + 1))}`,
        );
    for (const index of now.indexes.keys())
      if (index.startsWith(`${table}.`) && !release.indexes.has(index))
        statements.push(`drop index if exists ${ident(index.slice(table.length + 1))}`);
    for (const column of columns) {
      const renamed = RENAMED[`${table}.${column}`];
      if (renamed)
        statements.push(`alter table ${ident(table)} rename column ${ident(column)} to ${ident(renamed)}`);
      else if (!before.has(column))
        statements.push(`alter table ${ident(table)} drop column ${ident(column)}`);
    }
    // An index the round replaced comes back, once its columns have their release names.
    for (const [index, definition] of release.indexes)
      if (index.startsWith(`${table}.`) && !now.indexes.has(index)) statements.push(definition);
  }
  return statements;
}

const sameSchema = (a: Schema, b: Schema) =>
  JSON.stringify([...a.tables].map(([t, c]) => [t, [...c].sort()]).sort()) ===
    JSON.stringify([...b.tables].map(([t, c]) => [t, [...c].sort()]).sort()) &&
  [...a.indexes.keys()].sort().join() === [...b.indexes.keys()].sort().join() &&
  [...a.constraints].sort().join() === [...b.constraints].sort().join();

/** Reads tenders by id, one after another, from its own connection, until stopped. */
async function readerProbe(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ max: number }>('select coalesce(max(id), 1) as max from projects');
  let running = true;
  let reads = 0;
  let longest = 0;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      await client.query('select id, title, status from projects where id = $1', [
        1 + Math.floor(Math.random() * rows[0]!.max),
      ]);
      longest = Math.max(longest, performance.now() - started);
      reads++;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  return async () => {
    running = false;
    await loop;
    await client.end();
    return { reads, longestMs: longest };
  };
}

async function whileReading<T>(url: string, work: () => Promise<T>) {
  const stop = await readerProbe(url);
  const started = performance.now();
  const result = await work();
  const seconds = (performance.now() - started) / 1000;
  return { result, seconds, ...(await stop()) };
}

export interface MigrationTiming {
  name: string;
  seconds: number;
  /** The longest a tender read waited while it ran. */
  longestReadMs: number;
}

export interface MigrationsReport {
  release: string;
  each: MigrationTiming[];
  /** All of them in one transaction, as a deploy runs them (`database.migrate()`). */
  together: MigrationTiming;
  backfill: { tenders: number; seconds: number; longestReadMs: number };
  /** The schema after them is the one the import wrote into. */
  sameSchema: boolean;
}

/** Times the migrations since LAST_RELEASE on database `name`, which ends at today's schema. */
export async function timeMigrations(adminUrl: string, name: string): Promise<MigrationsReport> {
  const url = databaseUrl(adminUrl, name);
  const releaseUrl = databaseUrl(adminUrl, 'version_publicada');
  await dropDatabase(adminUrl, 'version_publicada');
  await (await benchDatabase(adminUrl, 'version_publicada')).close();
  await migrateUpTo(releaseUrl, LAST_RELEASE);
  const release = await schemaOf(releaseUrl);
  await dropDatabase(adminUrl, 'version_publicada');
  const now = await schemaOf(url);
  const entries = journal();
  const since = entries.slice(entries.findIndex((e) => e.tag === LAST_RELEASE) + 1);

  const backToRelease = async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query('begin');
      // From the schema as it is: a run that failed part way leaves it between the two.
      for (const statement of revertStatements(await schemaOf(url), release)) await client.query(statement);
      await client.query('delete from drizzle.__drizzle_migrations where created_at >= $1', [since[0]!.when]);
      await client.query('commit');
    } finally {
      await client.end();
    }
  };

  await backToRelease();
  const each: MigrationTiming[] = [];
  for (const entry of since) {
    const run = await whileReading(url, () => migrateUpTo(url, entry.tag));
    each.push({ name: entry.tag, seconds: run.seconds, longestReadMs: run.longestMs });
  }

  await backToRelease();
  const database = await openPostgres(url);
  try {
    const together = await whileReading(url, () => database.migrate());
    const backfill = await whileReading(url, () => backfillRequirementColumns(database.db));
    return {
      release: LAST_RELEASE,
      each,
      together: {
        name: `${since.length} migraciones`,
        seconds: together.seconds,
        longestReadMs: together.longestMs,
      },
      backfill: { tenders: backfill.result, seconds: backfill.seconds, longestReadMs: backfill.longestMs },
      sameSchema: sameSchema(await schemaOf(url), now),
    };
  } finally {
    await database.close();
  }
}
