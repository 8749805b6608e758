import { projectFollowState, type TenderClock } from '../../../common/follow-state';
import { useFollowToggle } from '../../api/follows/use-follow-toggle';
import { FollowBell } from './FollowBell';

interface Props {
  tender: TenderClock & { id: number };
  /** From useFollowedIds for the page the tender is on; undefined while loading. */
  followed: boolean | undefined;
}

/**
 * A tender's bell in its four states (common/follow-state.ts): following, follow, remind
 * (following a resolved tender registers the 6-month reminder) or nothing at all.
 */
export function TenderFollowBell({ tender, followed }: Props) {
  const bell = useFollowToggle('project', tender.id, followed);
  const state = bell.followed === undefined ? undefined : projectFollowState(tender, bell.followed);
  if (state === 'none') return null;
  return <FollowBell state={state} onToggle={bell.toggle} />;
}
