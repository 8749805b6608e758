import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { parties } from '../../db/schema';
import type { PlacspEntry } from '../placsp/types';
import { partyKey, taxIdOf } from './party-key';

type Tx = Pick<Db, 'insert'>;
type PartyInsert = typeof parties.$inferInsert;

/** Contracting bodies and winners of a batch, one row per key (later entries win). */
function partiesOf(entries: PlacspEntry[]): Map<string, PartyInsert> {
  const byKey = new Map<string, PartyInsert>();
  const add = (key: string | null, row: PartyInsert) => {
    if (!key) return;
    const seen = byKey.get(key);
    byKey.set(key, {
      ...seen,
      ...row,
      identifiers: { ...seen?.identifiers, ...row.identifiers },
      isContractingBody: Boolean(seen?.isContractingBody || row.isContractingBody),
      isCompany: Boolean(seen?.isCompany || row.isCompany),
    });
  };
  for (const e of entries) {
    const body = e.contractingParty;
    if (body) {
      add(partyKey(body), {
        key: partyKey(body)!,
        partyId: taxIdOf(body),
        name: body.name ?? partyKey(body)!,
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
        name: r.winner.name ?? key!,
        identifiers: r.winner.identifiers,
        isCompany: true,
      });
    }
  }
  return byKey;
}

/** Upserts the parties of a batch and returns their ids by key. */
export async function storeParties(tx: Tx, entries: PlacspEntry[]): Promise<Map<string, number>> {
  const rows = [...partiesOf(entries).values()];
  if (rows.length === 0) return new Map();
  const stored = await tx
    .insert(parties)
    .values(rows)
    .onConflictDoUpdate({
      target: parties.key,
      set: {
        name: sql`excluded.name`,
        partyId: sql`coalesce(excluded.party_id, ${parties.partyId})`,
        identifiers: sql`${parties.identifiers} || excluded.identifiers`,
        typeCode: sql`coalesce(excluded.type_code, ${parties.typeCode})`,
        hierarchy: sql`case when cardinality(excluded.hierarchy) > 0 then excluded.hierarchy else ${parties.hierarchy} end`,
        website: sql`coalesce(excluded.website, ${parties.website})`,
        address: sql`coalesce(excluded.address, ${parties.address})`,
        isContractingBody: sql`${parties.isContractingBody} or excluded.is_contracting_body`,
        isCompany: sql`${parties.isCompany} or excluded.is_company`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ id: parties.id, key: parties.key });
  return new Map(stored.map((p) => [p.key, p.id]));
}
