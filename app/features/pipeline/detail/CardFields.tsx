import { Group, Input, NumberInput, SegmentedControl, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type MemberRef,
  PIPELINE_PRIORITIES,
  PIPELINE_STAGES,
  type PipelineCard,
  type UpdateCardBody,
} from '../../../../common/api/pipeline';
import { formatAmount, formatPercent } from '../../../../common/format';
import { DateField } from '../../../ui/DateField';
import { discountOf } from './bid-discount';

interface Props {
  card: PipelineCard;
  members: MemberRef[];
  save(body: Partial<UpdateCardBody>): void;
}

const NONE = 'none';
const percent = (fraction: number | null) => (fraction === null ? '' : Math.round(fraction * 10_000) / 100);

/** Stage, person in charge, internal due date, priority, go / no-go and our bid. */
export function CardFields({ card, members, save }: Props) {
  const { t } = useTranslation();
  const [bid, setBid] = useState<number | string>(card.bid_amount ?? '');
  const [discount, setDiscount] = useState<number | string>(percent(card.bid_discount));
  // Another member's change (or the award) arrives with the next read of the card.
  useEffect(() => setBid(card.bid_amount ?? ''), [card.bid_amount]);
  useEffect(() => setDiscount(percent(card.bid_discount)), [card.bid_discount]);
  const budget = card.tender.tax_exclusive_amount;
  const bidNumber = typeof bid === 'number' ? bid : null;
  const derived = discountOf(bidNumber, budget);

  const saveBid = () => {
    if (bidNumber === card.bid_amount) return;
    // Our discount follows our bid when the budget is known; it can still be typed by hand.
    save(
      derived === undefined ? { bid_amount: bidNumber } : { bid_amount: bidNumber, bid_discount: derived },
    );
  };
  const saveDiscount = () => {
    const fraction = typeof discount === 'number' ? Math.round(discount * 100) / 10_000 : null;
    if (fraction !== card.bid_discount) save({ bid_discount: fraction });
  };

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label={t('pipeline.detail.stage')}
          data={PIPELINE_STAGES.map((stage) => ({ value: stage, label: t(`pipeline.stages.${stage}`) }))}
          value={card.stage}
          allowDeselect={false}
          onChange={(stage) => stage && save({ stage: stage as PipelineCard['stage'] })}
          data-field="detail-stage"
        />
        <Select
          label={t('pipeline.detail.assignee')}
          data={[
            { value: NONE, label: t('pipeline.detail.unassigned') },
            ...members.map((m) => ({ value: String(m.id), label: m.name })),
          ]}
          value={card.assignee ? String(card.assignee.id) : NONE}
          allowDeselect={false}
          onChange={(value) => save({ assignee_id: !value || value === NONE ? null : Number(value) })}
          data-field="detail-assignee"
        />
        <DateField
          label={t('pipeline.detail.dueDate')}
          value={card.due_date ?? undefined}
          onChange={(day) => save({ due_date: day ?? null })}
        />
        <Input.Wrapper label={t('pipeline.detail.priority')}>
          <SegmentedControl
            fullWidth
            data={PIPELINE_PRIORITIES.map((p) => ({ value: p, label: t(`pipeline.priorities.${p}`) }))}
            value={card.priority}
            onChange={(priority) => save({ priority: priority as PipelineCard['priority'] })}
            aria-label={t('pipeline.detail.priority')}
            data-field="detail-priority"
          />
        </Input.Wrapper>
      </SimpleGrid>
      <Input.Wrapper label={t('pipeline.detail.decision')}>
        <SegmentedControl
          fullWidth
          data={[
            { value: NONE, label: t('pipeline.detail.undecided') },
            { value: 'go', label: t('pipeline.decisions.go') },
            { value: 'no_go', label: t('pipeline.decisions.no_go') },
          ]}
          value={card.decision ?? NONE}
          onChange={(value) => save({ decision: value === NONE ? null : (value as 'go' | 'no_go') })}
          aria-label={t('pipeline.detail.decision')}
          data-field="detail-decision"
        />
      </Input.Wrapper>
      <Group grow align="flex-start" gap="sm">
        <NumberInput
          label={t('pipeline.detail.bidAmount')}
          value={bid}
          onChange={setBid}
          onBlur={saveBid}
          min={0}
          decimalScale={2}
          thousandSeparator="."
          decimalSeparator=","
          suffix=" €"
          hideControls
          data-field="detail-bid"
        />
        <NumberInput
          label={t('pipeline.detail.bidDiscount')}
          value={discount}
          onChange={setDiscount}
          onBlur={saveDiscount}
          min={-100}
          max={100}
          decimalScale={2}
          decimalSeparator=","
          suffix=" %"
          hideControls
          data-field="detail-discount"
        />
      </Group>
      {derived !== undefined && (
        <Text size="xs" c="dimmed" data-field="detail-derived-discount">
          {t('pipeline.detail.bidDiscountFromAmount', {
            budget: formatAmount(budget),
            discount: formatPercent(derived),
          })}
        </Text>
      )}
    </Stack>
  );
}
