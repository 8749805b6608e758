import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PipelineOutcome } from '../../../common/api/pipeline';
import { formatAmount, formatPercent } from '../../../common/format';

interface Props {
  stage: 'won' | 'lost';
  outcome: Pick<PipelineOutcome, 'winners' | 'awarded_amount' | 'winning_discount'>;
  /** Our discount (fraction), null when we did not say. */
  ours: number | null;
}

/** How the award closed a card: who won and for how much, then the winning discount beside ours. */
export function OutcomeLines({ stage, outcome, ours }: Props) {
  const { t } = useTranslation();
  const none = t('pipeline.detail.none');
  const percentOr = (value: number | null) => (value === null ? none : formatPercent(value));
  return (
    <>
      <Text size="sm">
        {t(stage === 'won' ? 'pipeline.detail.outcomeWon' : 'pipeline.detail.outcomeLost', {
          winners: outcome.winners.map((w) => w.name).join(', ') || none,
          amount: outcome.awarded_amount ? formatAmount(outcome.awarded_amount) : none,
        })}
      </Text>
      <Text size="sm">
        {t('pipeline.detail.outcomeDiscounts', {
          winning: percentOr(outcome.winning_discount),
          ours: percentOr(ours),
        })}
      </Text>
    </>
  );
}
