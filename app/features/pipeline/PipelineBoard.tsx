import {
  type Announcements,
  closestCorners,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Badge, Group, ScrollArea, Stack, Text, Title } from '@mantine/core';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CLOSED_STAGES,
  PIPELINE_STAGES,
  type PipelineCard,
  type PipelineStage,
} from '../../../common/api/pipeline';
import { boardKeyboardCoordinates, columnKey } from './board-keyboard';
import { columnsOf } from './board-order';
import classes from './PipelineBoard.module.css';
import { PipelineCardView } from './PipelineCardView';

const cardKey = (id: number) => `card-${id}`;

interface Props {
  cards: PipelineCard[];
  now: Date;
  onMove: (id: number, stage: PipelineStage, index: number) => void;
  onOpen: (id: number) => void;
}

/** Where a drop lands: the stage, and the index in its column (the moving card left out). */
function dropTarget(
  cards: PipelineCard[],
  overKey: string,
): { stage: PipelineStage; index: number } | undefined {
  const stage = PIPELINE_STAGES.find((s) => columnKey(s) === overKey);
  const columns = columnsOf(cards);
  if (stage) return { stage, index: columns[stage].length };
  const over = cards.find((card) => cardKey(card.id) === overKey);
  if (!over) return undefined;
  return { stage: over.stage, index: columns[over.stage].findIndex((card) => card.id === over.id) };
}

/** The board: a column per stage, cards dragged by pointer or keyboard (Space, arrows, Space). */
export function PipelineBoard({ cards, now, onMove, onOpen }: Props) {
  const { t } = useTranslation();
  const columns = columnsOf(cards);
  const sensors = useSensors(
    // A few pixels before a drag starts, so the title link and the menu still take clicks.
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: boardKeyboardCoordinates,
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] },
    }),
  );
  const titleOf = (key: string | number) =>
    cards.find((card) => cardKey(card.id) === key)?.tender.title ?? '';
  const placeOf = (key: string | number) => {
    const target = dropTarget(cards, String(key));
    return target ? t(`pipeline.stages.${target.stage}`) : '';
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('pipeline.dnd.start', { title: titleOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t('pipeline.dnd.over', { title: titleOf(active.id), stage: placeOf(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t('pipeline.dnd.end', { title: titleOf(active.id), stage: placeOf(over.id) })
        : t('pipeline.dnd.cancel', { title: titleOf(active.id) }),
    onDragCancel: ({ active }) => t('pipeline.dnd.cancel', { title: titleOf(active.id) }),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const id = cards.find((card) => cardKey(card.id) === active.id)?.id;
    const target = dropTarget(cards, String(over.id));
    if (id === undefined || !target) return;
    const current = cards.find((card) => card.id === id)!;
    const currentIndex = columns[current.stage].findIndex((card) => card.id === id);
    if (target.stage === current.stage && target.index === currentIndex) return;
    onMove(id, target.stage, target.index);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('pipeline.dnd.instructions') },
      }}
    >
      <ScrollArea type="auto" offsetScrollbars>
        <Group align="flex-start" wrap="nowrap" gap="sm" className={classes.board}>
          {PIPELINE_STAGES.map((stage) => (
            <BoardColumn
              key={stage}
              stage={stage}
              cards={columns[stage]}
              now={now}
              onMove={onMove}
              onOpen={onOpen}
            />
          ))}
        </Group>
      </ScrollArea>
    </DndContext>
  );
}

function BoardColumn({
  stage,
  cards,
  now,
  onMove,
  onOpen,
}: {
  stage: PipelineStage;
  cards: PipelineCard[];
  now: Date;
  onMove: Props['onMove'];
  onOpen: Props['onOpen'];
}) {
  const { t } = useTranslation();
  const { setNodeRef, isOver } = useDroppable({ id: columnKey(stage) });
  const closed = CLOSED_STAGES.includes(stage);
  return (
    <section
      ref={setNodeRef}
      className={closed ? classes.closedColumn : classes.column}
      data-column={stage}
      data-over={isOver || undefined}
      aria-label={t(`pipeline.stages.${stage}`)}
    >
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Title order={3} size="sm">
          {t(`pipeline.stages.${stage}`)}
        </Title>
        <Badge size="sm" variant="light" color="gray" data-field="column-count">
          {cards.length}
        </Badge>
      </Group>
      <SortableContext
        id={columnKey(stage)}
        items={cards.map((card) => cardKey(card.id))}
        strategy={verticalListSortingStrategy}
      >
        <Stack gap="xs" mih={60}>
          {cards.map((card) => (
            <SortableCard key={card.id} card={card} now={now} onMove={onMove} onOpen={onOpen} />
          ))}
          {cards.length === 0 && (
            <Text size="xs" c="dimmed" ta="center" py="sm">
              {t('pipeline.board.empty')}
            </Text>
          )}
        </Stack>
      </SortableContext>
    </section>
  );
}

function SortableCard({
  card,
  now,
  onMove,
  onOpen,
}: {
  card: PipelineCard;
  now: Date;
  onMove: Props['onMove'];
  onOpen: Props['onOpen'];
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: cardKey(card.id),
  });
  // Keys pressed on the link or the menu inside the card are theirs, not a drag.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) listeners?.onKeyDown?.(event);
  };
  return (
    <PipelineCardView
      card={card}
      now={now}
      onMove={(stage) => onMove(card.id, stage, Number.MAX_SAFE_INTEGER)}
      onOpen={() => onOpen(card.id)}
      dragRef={setNodeRef}
      dragProps={{ ...attributes, ...listeners, onKeyDown }}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        opacity: isDragging ? 0.6 : undefined,
        cursor: 'grab',
      }}
    />
  );
}
