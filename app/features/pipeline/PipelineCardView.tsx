import { ActionIcon, Badge, Group, Menu, Paper, Stack, Text } from '@mantine/core';
import { IconArrowsMove, IconListDetails, IconMessage } from '@tabler/icons-react';
import type { CSSProperties, HTMLAttributes, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { PIPELINE_STAGES, type PipelineCard, type PipelineStage } from '../../../common/api/pipeline';
import { formatDateMinutes } from '../../../common/format';
import { EligibilityBadge } from '../../ui/eligibility/EligibilityBadge';
import { PIPELINE_PATH } from '../../ui/links';
import { TenderAmount } from '../../ui/results/TenderAmount';
import { TenderTitleLink } from '../../ui/results/TenderTitleLink';
import { daysInStage, daysLeft } from './board-order';

const PRIORITY_COLORS = { low: 'gray', normal: 'blue', high: 'red' } as const;

interface Props {
  card: PipelineCard;
  now: Date;
  onMove: (stage: PipelineStage) => void;
  /** Opens the card's detail (fields, tasks, comments, history). */
  onOpen: () => void;
  /** The stage as a badge: in the list, where no column names it. */
  showStage?: boolean;
  /** The drag handle's wiring (dnd-kit), when the card sits on the board. */
  dragRef?: Ref<HTMLDivElement>;
  dragProps?: HTMLAttributes<HTMLDivElement>;
  style?: CSSProperties;
}

/** One tender on the board: what it is, when it closes, who has it and how long it has waited. */
export function PipelineCardView({ card, now, onMove, onOpen, showStage, dragRef, dragProps, style }: Props) {
  const { t } = useTranslation();
  const { tender } = card;
  const left = daysLeft(tender.submission_deadline, now);
  const offers = card.expected_competition?.offers_median;
  const tasksDone = card.checklist.filter((item) => item.done).length;
  return (
    <Paper
      ref={dragRef}
      withBorder
      p="sm"
      radius="md"
      shadow="xs"
      data-card-id={card.id}
      data-stage={card.stage}
      style={style}
      {...dragProps}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <TenderTitleLink
            tenderId={tender.id}
            text={tender.title}
            comingFrom={PIPELINE_PATH}
            field="card-title"
          />
          <Group gap={2} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              size="sm"
              aria-label={t('pipeline.detail.openTitle', { title: tender.title })}
              title={t('pipeline.detail.open')}
              onClick={onOpen}
              data-field="open-detail"
            >
              <IconListDetails size={16} />
            </ActionIcon>
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon
                  variant="subtle"
                  size="sm"
                  aria-label={t('pipeline.moveTo')}
                  title={t('pipeline.moveTo')}
                  data-field="move-menu"
                >
                  <IconArrowsMove size={16} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Label>{t('pipeline.moveTo')}</Menu.Label>
                {PIPELINE_STAGES.filter((stage) => stage !== card.stage).map((stage) => (
                  <Menu.Item key={stage} onClick={() => onMove(stage)}>
                    {t(`pipeline.stages.${stage}`)}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          </Group>
        </Group>
        {showStage && (
          <Badge variant="light" tt="none" data-field="row-stage" w="fit-content">
            {t(`pipeline.stages.${card.stage}`)}
          </Badge>
        )}
        {tender.contracting_party && (
          <Text size="xs" c="dimmed" lineClamp={1} data-field="card-body">
            {tender.contracting_party.name}
          </Text>
        )}
        <TenderAmount amount={tender.best_amount} />
        {tender.submission_deadline && (
          <Text size="xs" data-field="card-deadline">
            {formatDateMinutes(tender.submission_deadline)}{' '}
            <Text span size="xs" fw={600} c={left === 'closed' ? 'dimmed' : 'orange.8'}>
              {left === 'closed'
                ? t('pipeline.card.closed')
                : t('pipeline.card.closesIn', { count: left ?? 0 })}
            </Text>
          </Text>
        )}
        <Group gap={6}>
          {card.eligibility && <EligibilityBadge verdict={card.eligibility} />}
          <Badge
            size="sm"
            variant="light"
            tt="none"
            color={PRIORITY_COLORS[card.priority]}
            data-field="card-priority"
          >
            {t(`pipeline.priorities.${card.priority}`)}
          </Badge>
          {offers != null && (
            <Text size="xs" c="dimmed" data-field="card-competition">
              {t('pipeline.card.offers', { count: Math.round(offers) })}
            </Text>
          )}
        </Group>
        <Group gap="xs" justify="space-between" wrap="nowrap">
          <Text size="xs" data-field="card-assignee">
            {card.assignee ? card.assignee.name : t('pipeline.card.unassigned')}
          </Text>
          <Group gap={8} wrap="nowrap">
            {card.checklist.length > 0 && (
              <Text size="xs" c="dimmed" data-field="card-tasks">
                {t('pipeline.card.tasks', { done: tasksDone, total: card.checklist.length })}
              </Text>
            )}
            {card.comment_count > 0 && (
              <Text size="xs" c="dimmed" data-field="card-comments" title={t('pipeline.detail.comments')}>
                <IconMessage size={12} /> {card.comment_count}
              </Text>
            )}
          </Group>
        </Group>
        <Text size="xs" c="dimmed" data-field="card-age">
          {t('pipeline.card.inStageFor', { count: daysInStage(card.stage_since, now) })}
        </Text>
      </Stack>
    </Paper>
  );
}
