import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PipelineCard } from '../../../../common/api/pipeline';
import { formatAmount, formatPercent } from '../../../../common/format';

/** What the award said when it closed the card: who won, for how much, and the two discounts. */
export function CardOutcome({ card }: { card: PipelineCard }) {
  const { t } = useTranslation();
  const { outcome } = card;
  if (!outcome || (card.stage !== 'won' && card.stage !== 'lost')) return null;
  const none = t('pipeline.detail.none');
  const percentOr = (value: number | null) => (value === null ? none : formatPercent(value));
  return (
    <Alert color={card.stage === 'won' ? 'green' : 'gray'} data-field="detail-outcome">
      <Text size="sm">
        {t(card.stage === 'won' ? 'pipeline.detail.outcomeWon' : 'pipeline.detail.outcomeLost', {
          winners: outcome.winners.map((w) => w.name).join(', ') || none,
          amount: outcome.awarded_amount ? formatAmount(outcome.awarded_amount) : none,
        })}
      </Text>
      <Text size="sm">
        {t('pipeline.detail.outcomeDiscounts', {
          winning: percentOr(outcome.winning_discount),
          ours: percentOr(card.bid_discount),
        })}
      </Text>
    </Alert>
  );
}
