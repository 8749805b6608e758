import type { TenderClock } from '../../../common/follow-state';
import { TenderFollowBell } from './TenderFollowBell';
import { useFollowedIds } from './use-followed';

/** The bell of a tender shown on its own (its page's title row). */
export function TenderPageBell({ project }: { project: TenderClock & { id: number } }) {
  const followed = useFollowedIds('project', [project.id]);
  return <TenderFollowBell project={project} followed={followed?.has(project.id)} />;
}
