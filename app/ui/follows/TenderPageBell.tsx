import type { TenderClock } from '../../../common/follow-state';
import { useFollowedIds } from '../../api/follows/use-followed';
import { TenderFollowBell } from './TenderFollowBell';

/** The bell of a tender shown on its own (its page's title row). */
export function TenderPageBell({ tender }: { tender: TenderClock & { id: number } }) {
  const followed = useFollowedIds('project', [tender.id]);
  return <TenderFollowBell tender={tender} followed={followed?.has(tender.id)} />;
}
