import { sql } from 'drizzle-orm';
import type { PartySubscriptionCore } from '../../../common/api/follows';
import type { MailingFrequency } from '../../../common/api/mailing-frequency';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { AppError } from '../../errors';
import { FOLLOW_TABLES } from './follow-tables';
import { presentPartyFollowCore } from './present-follow';
import { saveFollow } from './save-follow';

/** Follows a company or contracting body: its new tenders and awards become notifications. */
export async function followParty(
  db: Db,
  follow: { userId: number; partyId: number; frequency: MailingFrequency },
): Promise<PartySubscriptionCore> {
  const [party] = await queryRows<{ id: number }>(
    db,
    sql`select id from parties where id = ${follow.partyId}`,
  );
  if (!party) throw new AppError('not_found', FOLLOW_TABLES.party.notFound);
  const row = await saveFollow(db, 'party', {
    userId: follow.userId,
    targetId: follow.partyId,
    frequency: follow.frequency,
  });
  return presentPartyFollowCore(row);
}
