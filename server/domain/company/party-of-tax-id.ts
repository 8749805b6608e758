import { asc, desc, eq } from 'drizzle-orm';
import type { PartyLink } from '../../../common/api/procurement-project';
import type { Db } from '../../db/client';
import { parties } from '../../db/schema';

/**
 * The party published with a tax id (parties.party_id, the NIF the importer keeps); a company
 * before a body that shares it, as 'Mi empresa' is about bidding.
 */
export async function partyOfTaxId(db: Pick<Db, 'select'>, taxId: string): Promise<PartyLink | null> {
  const [row] = await db
    .select({ id: parties.id, name: parties.name, party_id: parties.partyId })
    .from(parties)
    .where(eq(parties.partyId, taxId))
    .orderBy(desc(parties.isCompany), asc(parties.id))
    .limit(1);
  return row ?? null;
}
