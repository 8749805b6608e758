import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pgArray, queryRows } from '../../db/rows';

/**
 * A first load — a history into a database with next to no tenders — is mostly index
 * maintenance: every version of every tender rewrites its entries in two dozen indexes, the
 * trigram and full-text ones dearest. Such a load drops the indexes it does not read through and
 * builds each once at its end from the whole table, as pg_restore does. The import reads through
 * unique indexes (entry ids, party keys) and through a tender's children (`project_id`, to replace
 * its lots and results); those stay.
 */
const TABLES = ['projects', 'lots', 'tender_results', 'parties', 'project_versions', 'ingest_events'];

/** A first load brings at least this many pages (PLACSP's hold up to 500 entries). */
const FIRST_LOAD_PAGES = 100;

/** True when `pages` would bring ten times the tenders stored, and at least FIRST_LOAD_PAGES. */
export async function isFirstLoad(db: Db, pages: number): Promise<boolean> {
  if (pages < FIRST_LOAD_PAGES) return false;
  const [stored] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from projects`);
  return stored!.n * 10 < pages * 500;
}

/**
 * Drops the indexes a first load does not read through, keeping each definition (and the run
 * that will build it again) in the same transaction: a load killed half-way leaves what its
 * resumption needs.
 */
export async function deferIndexes(db: Db, importRunId: number): Promise<number> {
  return db.transaction(async (tx) => {
    const deferred = await queryRows<{ name: string }>(
      tx,
      sql`insert into deferred_indexes (name, definition, import_run_id)
          select i.relname, pg_get_indexdef(x.indexrelid), ${importRunId}
          from pg_index x
          join pg_class i on i.oid = x.indexrelid
          join pg_class t on t.oid = x.indrelid
          join pg_namespace n on n.oid = t.relnamespace and n.nspname = current_schema()
          left join pg_attribute first on first.attrelid = x.indrelid and first.attnum = x.indkey[0]
          where t.relname = any(${pgArray(TABLES)}::text[])
            and not x.indisunique and not x.indisprimary
            and first.attname is distinct from 'project_id'
            and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid)
          on conflict (name) do nothing
          returning name`,
    );
    for (const { name } of deferred) await tx.execute(sql`drop index ${sql.identifier(name)}`);
    return deferred.length;
  });
}

/**
 * Builds again the indexes `importRunId` deferred, each in a transaction of its own that also
 * forgets its definition, so a build killed half-way is simply started again. Answers how many.
 */
export async function buildDeferredIndexes(db: Db, importRunId: number): Promise<number> {
  const deferred = await queryRows<{ name: string; definition: string }>(
    db,
    sql`select name, definition from deferred_indexes where import_run_id = ${importRunId} order by name`,
  );
  for (const { name, definition } of deferred) {
    await db.transaction(async (tx) => {
      await tx.execute(sql.raw(definition));
      await tx.execute(sql`delete from deferred_indexes where name = ${name}`);
    });
  }
  return deferred.length;
}
