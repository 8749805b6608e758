import { sql } from 'drizzle-orm';
import type { PartySubscriptionCore } from '../../../common/api/follows';
import type { MailingFrequency } from '../../../common/api/mailing-frequency';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { AppError } from '../../errors';
import { presentPartySubscriptionCore } from './present-subscription';
import { saveSubscription } from './save-subscription';
import { FOLLOW_TABLES } from './subscription-tables';

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
  const row = await saveSubscription(db, 'party', {
    userId: follow.userId,
    targetId: follow.partyId,
    frequency: follow.frequency,
  });
  return presentPartySubscriptionCore(row);
}
