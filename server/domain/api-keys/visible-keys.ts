import { sql } from 'drizzle-orm';

/**
 * The keys a user may see and revoke: their own, and, when they own a licence, those of its
 * members. `k` is the api_keys alias of the query.
 */
export const visibleTo = (userId: number) => sql`k.revoked_at is null and (k.user_id = ${userId}
  or k.user_id in (select m.user_id from subscription_members m
                   join subscriptions s on s.id = m.subscription_id where s.owner_id = ${userId}))`;
