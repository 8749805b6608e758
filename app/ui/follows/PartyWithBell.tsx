import { Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useScopedPartyFollow } from './followed-parties-scope';
import { PartyFollowBell } from './PartyFollowBell';

/** A party's bell wherever it stands alone (its page's title row) or inside a FollowedPartiesScope. */
export function ScopedPartyBell({ partyId }: { partyId: number }) {
  return <PartyFollowBell partyId={partyId} followed={useScopedPartyFollow(partyId)} />;
}

/** A company or body's link with its follow bell before it. */
export function PartyWithBell({ partyId, children }: { partyId: number; children: ReactNode }) {
  return (
    <Group gap={4} wrap="nowrap" align="center">
      <ScopedPartyBell partyId={partyId} />
      {children}
    </Group>
  );
}
