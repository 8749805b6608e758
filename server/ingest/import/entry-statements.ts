import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import { type JsonRows, jsonRows, jsonRowsText } from '../../db/json-rows';
import { lots, projects, tenderResults } from '../../db/schema';
import type { PlacspEntry } from '../../db/tender-data';
import { searchDocument } from '../../search/search-vector';
import { awardeeRows, lotAndResultRows, tenderRows } from './entry-rows';
import { nextTurn } from './next-turn';
import { partiesUpsert } from './store-parties';

/**
 * The statements that store a batch of entries, built from the entries alone: parties are
 * referred to by key and tenders by entry id, and PostgreSQL finds their ids. The importer
 * builds them while the previous page is being stored, so this work overlaps the database's
 * instead of adding to it.
 */
export interface EntryStatements {
  entries: PlacspEntry[];
  /**
   * Upserts the parties and the tenders and replaces the tenders' lots and results; answers
   * `{ id, entryId }` per tender written.
   */
  tenders: SQL;
}

/** `col = excluded.col` for every column but the key and identity: an upsert that replaces the row. */
const REPLACE = sql.raw(
  Object.entries(getTableColumns(projects))
    .filter(([key]) => !['id', 'entryId', 'createdAt', 'isDemo'].includes(key))
    .map(([, column]) => `"${column.name}" = excluded."${column.name}"`)
    .join(', '),
);

// The search document is computed in the same INSERT: updating it afterwards would write every
// row and all its index entries twice.
const DOCUMENT = searchDocument({
  title: sql`x.title`,
  body: sql`x."contractingPartyName"`,
  cpvCodes: sql`x."cpvCodes"`,
  summary: sql`x.summary`,
  lots: sql`x.lots_text`,
});

const BY_ENTRY = { entry_id: 'text', ord: 'int' };

export async function entryStatements(entries: PlacspEntry[]): Promise<EntryStatements> {
  const tenders = jsonRowsText(projects, await tenderRows(entries), {
    ord: 'int',
    lots_text: 'text',
    contracting_party_key: 'text',
  });
  // The other rows are built between turns of the event loop too, for the same reason.
  await nextTurn();
  const awardees = jsonRows(projects, awardeeRows(entries), {
    entry_id: 'text',
    party_key: 'text',
    n: 'int',
  });
  await nextTurn();
  const children = lotAndResultRows(entries);
  await nextTurn();
  const steps = tenderSteps(entries, tenders, awardees);
  await nextTurn();
  steps.push(...childSteps(children));
  return {
    entries,
    tenders: sql`with ${sql.join(steps, sql`, `)} select id, entry_id as "entryId" from written`,
  };
}

/**
 * One statement: each round trip costs a wake-up of both processes, which on a busy machine
 * weighs more than the work. The parties' ids come from their upsert's answer (every party of the
 * batch, inserted or updated), joined rather than looked up row by row, and never by reading the
 * whole parties table. The deletes see the lots and results as they were before the statement,
 * so they never touch the rows it inserts.
 */
function tenderSteps(entries: PlacspEntry[], tenders: JsonRows, awardees: JsonRows): SQL[] {
  const upsert = partiesUpsert(entries);
  return [
    upsert
      ? sql`party_ids as (${upsert} returning id, key)`
      : sql`party_ids as (select id, key from parties where false)`,
    sql`awardees as (select x.entry_id, array_agg(p.id order by x.n) as ids
      from ${awardees.from} join party_ids p on p.key = x.party_key group by x.entry_id)`,
    sql`written as (
      insert into projects (${tenders.columns}, contracting_party_id, awardee_party_ids, search_vector)
      select ${tenders.values}, body.id, coalesce(a.ids, '{}'), ${DOCUMENT}
      from ${tenders.from}
      left join party_ids body on body.key = x.contracting_party_key
      left join awardees a on a.entry_id = x."entryId"
      order by x.ord
      on conflict (entry_id) do update set ${REPLACE}
      where projects.source_updated_at < excluded.source_updated_at
      returning id, entry_id)`,
    sql`gone_lots as (delete from lots where project_id = any(array(select id from written)))`,
    sql`gone_results as (delete from tender_results where project_id = any(array(select id from written)))`,
  ];
}

/** The written tenders' new lots and results, in the page's order (`ord`). */
function childSteps({ lots: lotRows, results: resultRows }: ReturnType<typeof lotAndResultRows>): SQL[] {
  const steps: SQL[] = [];
  if (lotRows.length) {
    const l = jsonRows(lots, lotRows, BY_ENTRY);
    steps.push(sql`new_lots as (insert into lots (project_id, ${l.columns})
      select w.id, ${l.values} from ${l.from} join written w on w.entry_id = x.entry_id order by x.ord)`);
  }
  if (resultRows.length) {
    const r = jsonRows(tenderResults, resultRows, { ...BY_ENTRY, winner_key: 'text' });
    steps.push(sql`new_results as (insert into tender_results (project_id, winner_party_id, ${r.columns})
      select w.id, winner.id, ${r.values} from ${r.from}
      join written w on w.entry_id = x.entry_id left join party_ids winner on winner.key = x.winner_key
      order by x.ord)`);
  }
  return steps;
}
