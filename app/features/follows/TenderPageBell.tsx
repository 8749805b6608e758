import type { TenderClock } from '../../../common/follow-state';
import { TenderFollowBell } from './TenderFollowBell';
import { useFollowedIds } from './use-followed';

/** The bell of a tender shown on its own (its page's title row). */
export function TenderPageBell({ tender }: { tender: TenderClock & { id: number } }) {
  const followed = useFollowedIds('project', [tender.id]);
  return <TenderFollowBell tender={tender} followed={followed?.has(tender.id)} />;
}
