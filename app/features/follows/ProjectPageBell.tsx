import type { ExecutionPeriod } from '../../../common/follow-state';
import { ProjectFollowBell } from './ProjectFollowBell';
import { useFollowedIds } from './use-followed';

/** The bell of a tender shown on its own (its page's title row). */
export function ProjectPageBell({ project }: { project: ExecutionPeriod & { id: number } }) {
  const followed = useFollowedIds('project', [project.id]);
  return <ProjectFollowBell project={project} followed={followed?.has(project.id)} />;
}
