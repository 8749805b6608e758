import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import { jsonRows, jsonRowsText, type SerialisedRows, serialisedRows } from '../../db/json-rows';
import { lots, projects, tenderResults } from '../../db/schema';
import type { PlacspEntry } from '../../db/tender-data';
import { searchDocument } from '../../search/search-vector';
import { awardFigures } from './award-figures';
import { nextTurn } from './next-turn';
import { partyKey } from './party-key';
import { partiesUpsert } from './store-parties';
import { tenderRow } from './tender-row';

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

const lotsText = (e: PlacspEntry) =>
  e.lots.map((l) => [l.summary, l.description].filter(Boolean).join(' ')).join(' ') || null;

/** Tenders serialised per slice of this many, the event loop served in between. */
const SLICE = 25;

/**
 * The tenders' rows as JSON, built a slice at a time: built at once, a page's rows held the
 * event loop for 20-40 ms, and the database's answers for the page being stored waited that
 * long while its core sat idle.
 */
async function tenderRows(entries: PlacspEntry[]): Promise<SerialisedRows> {
  const keys = new Set<string>();
  const slices: string[] = [];
  for (let start = 0; start < entries.length; start += SLICE) {
    if (start > 0) await nextTurn();
    const rows = entries.slice(start, start + SLICE).map((e, n) => ({
      ...tenderRow(e),
      ord: start + n,
      lots_text: lotsText(e),
      contracting_party_key: e.contractingParty ? partyKey(e.contractingParty) : null,
    }));
    slices.push(serialisedRows(rows, keys).json.slice(1, -1));
  }
  return { json: `[${slices.join(',')}]`, keys };
}

export async function entryStatements(entries: PlacspEntry[]): Promise<EntryStatements> {
  const tenders = jsonRowsText(projects, await tenderRows(entries), {
    ord: 'int',
    lots_text: 'text',
    contracting_party_key: 'text',
  });
  // The other rows are built between turns of the event loop too, for the same reason.
  await nextTurn();
  // A tender's awardees: its winners' ids, each once, in the order of its results.
  const awardees = jsonRows(
    projects,
    entries.flatMap((e) =>
      [...new Set(e.tenderResults.map((r) => (r.winner ? partyKey(r.winner) : null)))]
        .filter((key): key is string => key !== null)
        .map((key, n) => ({ entry_id: e.entryId, party_key: key, n })),
    ),
    { entry_id: 'text', party_key: 'text', n: 'int' },
  );
  // The search document is computed in the same INSERT: updating it afterwards would write
  // every row and all its index entries twice.
  const document = searchDocument({
    title: sql`x.title`,
    body: sql`x."contractingPartyName"`,
    cpvCodes: sql`x."cpvCodes"`,
    summary: sql`x.summary`,
    lots: sql`x.lots_text`,
  });

  await nextTurn();
  // Lots and results name their tender by entry id; `ord` keeps them in the page's order.
  let ord = 0;
  const lotRows = entries.flatMap((e) =>
    e.lots.map((l, position) => ({
      entry_id: e.entryId,
      ord: ord++,
      position,
      lotId: l.lotId,
      summary: l.summary,
      description: l.description,
      totalAmount: l.totalAmount,
      taxExclusiveAmount: l.taxExclusiveAmount,
      cpvCodes: l.cpvCodes,
      location: l.location,
    })),
  );
  const resultRows = entries.flatMap((e) =>
    e.tenderResults.map((r, position) => ({
      entry_id: e.entryId,
      ord: ord++,
      winner_key: r.winner ? partyKey(r.winner) : null,
      position,
      lotId: r.lotId,
      resultCode: r.resultCode,
      description: r.description,
      awardDate: r.awardDate,
      payableAmount: r.payableAmount,
      taxExclusiveAmount: r.taxExclusiveAmount,
      receivedTenderQuantity: r.receivedTenderQuantity,
      ...awardFigures(e, r),
      winnerName: r.winner?.name ?? null,
      winnerIdScheme: r.winner?.idScheme ?? null,
      winnerIdentifier: r.winner?.identifier ?? null,
    })),
  );
  const byEntry = { entry_id: 'text', ord: 'int' };
  await nextTurn();
  // One statement: each round trip costs a wake-up of both processes, which on a busy machine
  // weighs more than the work. The parties' ids come from their upsert's answer (every party
  // of the batch, inserted or updated), joined rather than looked up row by row, and never by
  // reading the whole parties table. The deletes see the lots and results as they were before
  // the statement, so they never touch the rows it inserts.
  const upsert = partiesUpsert(entries);
  const steps = [
    upsert
      ? sql`party_ids as (${upsert} returning id, key)`
      : sql`party_ids as (select id, key from parties where false)`,
    sql`awardees as (select x.entry_id, array_agg(p.id order by x.n) as ids
      from ${awardees.from} join party_ids p on p.key = x.party_key group by x.entry_id)`,
    sql`written as (
      insert into projects (${tenders.columns}, contracting_party_id, awardee_party_ids, search_vector)
      select ${tenders.values}, body.id, coalesce(a.ids, '{}'), ${document}
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
  await nextTurn();
  if (lotRows.length) {
    const l = jsonRows(lots, lotRows, byEntry);
    steps.push(sql`new_lots as (insert into lots (project_id, ${l.columns})
      select w.id, ${l.values} from ${l.from} join written w on w.entry_id = x.entry_id order by x.ord)`);
  }
  if (resultRows.length) {
    const r = jsonRows(tenderResults, resultRows, { ...byEntry, winner_key: 'text' });
    steps.push(sql`new_results as (insert into tender_results (project_id, winner_party_id, ${r.columns})
      select w.id, winner.id, ${r.values} from ${r.from}
      join written w on w.entry_id = x.entry_id left join party_ids winner on winner.key = x.winner_key
      order by x.ord)`);
  }
  return {
    entries,
    tenders: sql`with ${sql.join(steps, sql`, `)} select id, entry_id as "entryId" from written`,
  };
}
