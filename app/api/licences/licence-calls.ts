import type { QueryKey } from '@tanstack/react-query';
import type { Subscription } from '../../../common/api/subscriptions';

/**
 * Where a licence is cached and how it changes: the admin's calls, or the owner's
 * licence-member calls, with the queries each change makes stale.
 */
export interface LicenceCalls {
  key: QueryKey;
  stale: QueryKey[];
  addMember(email: string): Promise<Subscription>;
  removeMember(userId: number): Promise<Subscription>;
  /** Takes back a licence offered and not accepted yet (the owner's; staff add directly). */
  withdrawInvitation?(invitationId: number): Promise<Subscription>;
}
