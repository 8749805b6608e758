import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { amountBasisKey } from '../../../common/amount-basis';
import type { BestAmount } from '../../../common/best-amount';
import { formatAmount } from '../../../common/format';

/**
 * A tender's best amount (estimated value, else budget without VAT, else with VAT) with the
 * name of that basis under it: the tender page lists the same figure under the same name.
 */
export function TenderAmount({ amount }: { amount: BestAmount | null }) {
  const { t } = useTranslation();
  if (!amount) return null;
  const basis = t(amountBasisKey(amount.basis));
  return (
    <div data-field="amount" data-amount-basis={amount.basis}>
      <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }} data-testid="amount-value">
        {formatAmount(amount.value)}
      </Text>
      <Text size="xs" c="dimmed" data-testid="amount-basis">
        {basis}
      </Text>
    </div>
  );
}
