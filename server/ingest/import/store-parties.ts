import { type SQL, sql } from 'drizzle-orm';
import { partyDisplayName } from '../../../common/competition';
import { jsonRows } from '../../db/json-rows';
import { parties } from '../../db/schema';
import type { PlacspEntry } from '../../db/tender-data';
import { partyKey, taxIdOf } from './party-key';

type PartyInsert = typeof parties.$inferInsert;

/**
 * Contracting bodies and winners of a batch, one row per key (later entries win), named by the
 * most recently updated entry that publishes them.
 */
function partiesOf(entries: PlacspEntry[]): Map<string, PartyInsert> {
  const byKey = new Map<string, PartyInsert>();
  const add = (key: string | null, row: PartyInsert) => {
    if (!key) return;
    const seen = byKey.get(key);
    const newestName = seen && seen.nameUpdatedAt! > row.nameUpdatedAt! ? seen : row;
    // Every column spelt out: rows are sent as one JSON document, where a missing key is null.
    byKey.set(key, {
      typeCode: null,
      hierarchy: [],
      website: null,
      address: null,
      ...seen,
      ...row,
      name: newestName.name,
      nameUpdatedAt: newestName.nameUpdatedAt,
      identifiers: { ...seen?.identifiers, ...row.identifiers },
      isContractingBody: Boolean(seen?.isContractingBody || row.isContractingBody),
      isCompany: Boolean(seen?.isCompany || row.isCompany),
    });
  };
  for (const e of entries) {
    const nameUpdatedAt = new Date(e.updated);
    const body = e.contractingParty;
    if (body) {
      add(partyKey(body), {
        key: partyKey(body)!,
        partyId: taxIdOf(body),
        name: displayName(body.name, partyKey(body)!),
        nameUpdatedAt,
        identifiers: body.identifiers,
        typeCode: body.typeCode,
        hierarchy: body.hierarchy,
        website: body.website,
        address: body.address ? { ...body.address } : null,
        isContractingBody: true,
      });
    }
    for (const r of e.tenderResults) {
      if (!r.winner) continue;
      const key = partyKey(r.winner);
      add(key, {
        key: key!,
        partyId: taxIdOf(r.winner),
        name: displayName(r.winner.name, key!),
        nameUpdatedAt,
        identifiers: r.winner.identifiers,
        isCompany: true,
      });
    }
  }
  return byKey;
}

const displayName = (name: string | null, key: string) => (name ? partyDisplayName(name) : key);

/**
 * The statement that upserts the parties of a batch, or null when it names none; the statement
 * storing the batch's tenders and awards adds the `returning` that gives it their ids by key.
 */
export function partiesUpsert(entries: PlacspEntry[]): SQL | null {
  const rows = [...partiesOf(entries).values()];
  if (rows.length === 0) return null;
  const { columns, select } = jsonRows(parties, rows);
  // The newest entry names the party; later data wins for details, but what was known is kept
  // when a version omits it.
  return sql`insert into parties (${columns}) ${select}
        on conflict (key) do update set
          name = case when excluded.name_updated_at >= parties.name_updated_at
            or parties.name_updated_at is null then excluded.name else parties.name end,
          name_updated_at = greatest(parties.name_updated_at, excluded.name_updated_at),
          party_id = coalesce(excluded.party_id, parties.party_id),
          identifiers = parties.identifiers || excluded.identifiers,
          type_code = coalesce(excluded.type_code, parties.type_code),
          hierarchy = case when cardinality(excluded.hierarchy) > 0 then excluded.hierarchy else parties.hierarchy end,
          website = coalesce(excluded.website, parties.website),
          address = coalesce(excluded.address, parties.address),
          is_contracting_body = parties.is_contracting_body or excluded.is_contracting_body,
          is_company = parties.is_company or excluded.is_company,
          updated_at = now()`;
}
