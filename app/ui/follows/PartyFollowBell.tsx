import { useFollowToggle } from '../../api/follows/use-follow-toggle';
import { FollowBell } from './FollowBell';

interface Props {
  partyId: number;
  /** From useFollowedIds for the parties on the page; undefined while loading. */
  followed: boolean | undefined;
}

/** The same bell for a company or contracting body: follow or stop following. */
export function PartyFollowBell({ partyId, followed }: Props) {
  const bell = useFollowToggle('party', partyId, followed);
  const state = bell.followed === undefined ? undefined : bell.followed ? 'following' : 'follow';
  return <FollowBell state={state} onToggle={bell.toggle} />;
}
