import { createContext, type ReactNode, useContext } from 'react';
import { useFollowedIds } from '../../api/follows/use-followed';

// null: no scope around (the bell asks for itself); undefined: the scope's answer is loading.
const FollowedParties = createContext<Set<number> | undefined | null>(null);

/**
 * One lookup of which of these parties the user follows, for every party bell inside (a tender
 * page's body and winners, a table page's contracting bodies), instead of one per bell.
 */
export function FollowedPartiesScope({ ids, children }: { ids: readonly number[]; children: ReactNode }) {
  const followed = useFollowedIds('party', ids);
  return <FollowedParties.Provider value={followed}>{children}</FollowedParties.Provider>;
}

/** Whether the user follows this party: from the scope around, else asked for alone. */
export function useScopedPartyFollow(partyId: number): boolean | undefined {
  const scoped = useContext(FollowedParties);
  const own = useFollowedIds('party', scoped === null ? [partyId] : []);
  return (scoped === null ? own : scoped)?.has(partyId);
}
