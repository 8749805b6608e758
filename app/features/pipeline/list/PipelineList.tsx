import { Anchor, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PipelineCard, PipelineStage } from '../../../../common/api/pipeline';
import { formatDate, formatDateMinutes } from '../../../../common/format';
import { PIPELINE_PATH } from '../../../ui/links';
import { TenderAmount } from '../../../ui/results/TenderAmount';
import { TenderTitleLink } from '../../../ui/results/TenderTitleLink';
import { daysInStage, daysLeft } from '../board-order';
import { PipelineCardView } from '../PipelineCardView';

interface Props {
  cards: PipelineCard[];
  now: Date;
  /** A phone: one card under another instead of a table. */
  stacked: boolean;
  onMove(id: number, stage: PipelineStage): void;
  onOpen(id: number): void;
}

/** The board as a list, in the order and with the filters chosen. */
export function PipelineList({ cards, now, stacked, onMove, onOpen }: Props) {
  const { t } = useTranslation();
  if (stacked)
    return (
      <Stack gap="xs" data-field="pipeline-list">
        {cards.map((card) => (
          <PipelineCardView
            key={card.id}
            card={card}
            now={now}
            showStage
            onMove={(stage) => onMove(card.id, stage)}
            onOpen={() => onOpen(card.id)}
          />
        ))}
      </Stack>
    );
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover verticalSpacing="xs" data-field="pipeline-list">
        <Table.Thead>
          <Table.Tr>
            {(['tender', 'stage', 'amount', 'deadline', 'assignee', 'due', 'priority', 'age'] as const).map(
              (c) => (
                <Table.Th key={c}>{t(`pipeline.view.columns.${c}`)}</Table.Th>
              ),
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {cards.map((card) => {
            const left = daysLeft(card.tender.submission_deadline, now);
            return (
              <Table.Tr key={card.id} data-card-id={card.id} data-stage={card.stage}>
                <Table.Td maw={360}>
                  <TenderTitleLink
                    tenderId={card.tender_id}
                    text={card.tender.title}
                    comingFrom={PIPELINE_PATH}
                    field="card-title"
                  />
                  <Anchor
                    component="button"
                    size="xs"
                    onClick={() => onOpen(card.id)}
                    aria-label={t('pipeline.detail.openTitle', { title: card.tender.title })}
                  >
                    {t('pipeline.detail.open')}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }} data-field="row-stage">
                    {t(`pipeline.stages.${card.stage}`)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <TenderAmount amount={card.tender.best_amount} oneLine />
                </Table.Td>
                <Table.Td>
                  {card.tender.submission_deadline && (
                    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                      {formatDateMinutes(card.tender.submission_deadline)}
                      <Text span size="xs" c="dimmed" display="block">
                        {left === 'closed'
                          ? t('pipeline.card.closed')
                          : t('pipeline.card.closesIn', { count: left ?? 0 })}
                      </Text>
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{card.assignee?.name ?? t('pipeline.card.unassigned')}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">
                    {card.due_date ? formatDate(card.due_date) : t('pipeline.detail.none')}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{t(`pipeline.priorities.${card.priority}`)}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {t('pipeline.view.days', { count: daysInStage(card.stage_since, now) })}
                  </Text>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
