import { useQuery } from '@tanstack/react-query';
import type { SubscriptionCalls } from '../licences/use-subscription-change';
import {
  addAdminMember,
  adminSubscriptionKey,
  adminUserKeys,
  fetchAdminSubscription,
  removeAdminMember,
} from './admin-api';

export function useAdminSubscription(id: number) {
  return useQuery({
    queryKey: adminSubscriptionKey(id),
    queryFn: ({ signal }) => fetchAdminSubscription(id, signal),
  });
}

/** The admin's calls on subscription `id`; each change refetches the users table. */
export function adminSubscriptionCalls(id: number): SubscriptionCalls {
  return {
    key: adminSubscriptionKey(id),
    stale: [adminUserKeys.all],
    addMember: (email) => addAdminMember(id, email),
    removeMember: (userId) => removeAdminMember(id, userId),
  };
}
