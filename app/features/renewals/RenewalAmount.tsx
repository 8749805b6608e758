import { Text, Tooltip } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { Renewal } from '../../../common/api/renewals';
import { formatAmount } from '../../../common/format';
import { TenderAmount } from '../../ui/results/TenderAmount';

/** What the awards add up to; the budget when no award states an amount (`oneLine` in the compact view). */
export function RenewalAmount({
  renewal,
  t,
  oneLine,
}: {
  renewal: Renewal;
  t: TFunction;
  oneLine?: boolean;
}) {
  if (renewal.awarded_amount === null) return <TenderAmount amount={renewal.best_amount} oneLine={oneLine} />;
  const label = t('renewals.awardedAmount');
  return (
    <Tooltip label={label} withArrow openDelay={150}>
      <Text
        size="sm"
        fw={500}
        tabIndex={0}
        aria-label={`${formatAmount(renewal.awarded_amount)} (${label})`}
        data-field="awarded-amount"
        style={{ whiteSpace: 'nowrap', cursor: 'help' }}
      >
        {formatAmount(renewal.awarded_amount)}
      </Text>
    </Tooltip>
  );
}
