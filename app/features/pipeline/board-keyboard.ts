import { KeyboardCode, type KeyboardCoordinateGetter } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { PIPELINE_STAGES, type PipelineStage } from '../../../common/api/pipeline';

export const columnKey = (stage: PipelineStage) => `column-${stage}`;

/** The stage of a column, or of the column a card's sortable list belongs to. */
function stageOf(entry: { id: string | number; data: { current?: Record<string, unknown> } } | undefined) {
  if (!entry) return undefined;
  const sortable = entry.data.current?.sortable as { containerId?: string } | undefined;
  const key = sortable?.containerId ?? String(entry.id);
  return PIPELINE_STAGES.find((stage) => columnKey(stage) === key);
}

/**
 * Keyboard moves on the board: left and right go to the top of the previous or next stage's
 * column, up and down move within a column (dnd-kit's sortable keys). The next column may be
 * empty or scrolled out of view, so it is found by stage rather than by distance.
 */
export const boardKeyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  if (event.code !== KeyboardCode.Left && event.code !== KeyboardCode.Right)
    return sortableKeyboardCoordinates(event, args);
  event.preventDefault();
  const { active, over, droppableContainers, droppableRects } = args.context;
  if (!active) return undefined;
  const from = stageOf(droppableContainers.get(over?.id ?? active.id));
  if (!from) return undefined;
  const to = PIPELINE_STAGES[PIPELINE_STAGES.indexOf(from) + (event.code === KeyboardCode.Right ? 1 : -1)];
  if (!to) return undefined;
  const firstCard = droppableContainers
    .getEnabled()
    .filter((entry) => entry.id !== active.id && stageOf(entry) === to && entry.id !== columnKey(to))
    .map((entry) => droppableRects.get(entry.id))
    .filter((rect) => rect !== undefined)
    .sort((a, b) => a.top - b.top)[0];
  const target = firstCard ?? droppableRects.get(columnKey(to));
  return target ? { x: target.left, y: target.top } : undefined;
};
