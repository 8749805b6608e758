import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { amountBasisKey } from '../../../common/amount-basis';
import type { BestAmount } from '../../../common/best-amount';
import { formatAmount } from '../../../common/format';

/**
 * A tender's best amount (estimated value, else budget without VAT, else with VAT) with the
 * name of that basis under it: the tender page lists the same figure under the same name.
 * `oneLine` (the compact view): the basis abbreviated beside the figure, whole on hover.
 */
export function TenderAmount({ amount, oneLine = false }: { amount: BestAmount | null; oneLine?: boolean }) {
  const { t } = useTranslation();
  if (!amount) return null;
  const basis = t(amountBasisKey(amount.basis));
  if (oneLine)
    return (
      <Text
        size="sm"
        fw={500}
        style={{ whiteSpace: 'nowrap' }}
        title={basis}
        data-field="amount"
        data-amount-basis={amount.basis}
      >
        <span data-testid="amount-value">{formatAmount(amount.value)}</span>{' '}
        <Text span size="xs" c="dimmed" fw={400}>
          {t(`amounts.short.${amount.basis}`)}
        </Text>
      </Text>
    );
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
