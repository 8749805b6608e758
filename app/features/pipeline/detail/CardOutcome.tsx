import { Alert } from '@mantine/core';
import type { PipelineCard } from '../../../../common/api/pipeline';
import { OutcomeLines } from '../../../ui/pipeline/OutcomeLines';

/** What the award said when it closed the card: who won, for how much, and the two discounts. */
export function CardOutcome({ card }: { card: PipelineCard }) {
  const { outcome } = card;
  if (!outcome || (card.stage !== 'won' && card.stage !== 'lost')) return null;
  return (
    <Alert color={card.stage === 'won' ? 'green' : 'gray'} data-field="detail-outcome">
      <OutcomeLines stage={card.stage} outcome={outcome} ours={card.bid_discount} />
    </Alert>
  );
}
