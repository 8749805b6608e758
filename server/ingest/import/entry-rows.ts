// The rows a batch of entries is stored as (entry-statements.ts): parties are named by key and
// tenders by entry id, for PostgreSQL to find their ids in the statement that stores them.
import { type SerialisedRows, serialisedRows } from '../../db/json-rows';
import type { PlacspEntry } from '../../db/tender-data';
import { awardFigures } from './award-figures';
import { nextTurn } from './next-turn';
import { partyKey } from './party-key';
import { tenderRow } from './tender-row';

const lotsText = (e: PlacspEntry) =>
  e.lots.map((l) => [l.summary, l.description].filter(Boolean).join(' ')).join(' ') || null;

/** Tenders serialised per slice of this many, the event loop served in between. */
const SLICE = 25;

/**
 * The tenders' rows as JSON, built a slice at a time: built at once, a page's rows held the
 * event loop for 20-40 ms, and the database's answers for the page being stored waited that
 * long while its core sat idle.
 */
export async function tenderRows(entries: PlacspEntry[]): Promise<SerialisedRows> {
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

/** A tender's awardees: its winners' keys, each once, in the order of its results. */
export const awardeeRows = (entries: PlacspEntry[]) =>
  entries.flatMap((e) =>
    [...new Set(e.tenderResults.map((r) => (r.winner ? partyKey(r.winner) : null)))]
      .filter((key): key is string => key !== null)
      .map((key, n) => ({ entry_id: e.entryId, party_key: key, n })),
  );

/**
 * Every lot, then every award, naming its tender by entry id; `ord` numbers them all in the
 * page's order, which their inserts keep.
 */
export function lotAndResultRows(entries: PlacspEntry[]) {
  const lots = lotRows(entries);
  return { lots, results: resultRows(entries, lots.length) };
}

function lotRows(entries: PlacspEntry[]) {
  let ord = 0;
  return entries.flatMap((e) =>
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
}

function resultRows(entries: PlacspEntry[], firstOrd: number) {
  let ord = firstOrd;
  return entries.flatMap((e) =>
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
}
