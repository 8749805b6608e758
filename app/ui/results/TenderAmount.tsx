import { Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BestAmount } from '../../../common/best-amount';
import { formatAmount } from '../../../common/format';

/** A tender's best amount (estimated value, else budget without VAT, else total); the tooltip says which. */
export function TenderAmount({ amount }: { amount: BestAmount | null }) {
  const { t } = useTranslation();
  if (!amount) return null;
  const basis = t(`results.amountBasis.${amount.basis}`);
  return (
    <Tooltip label={basis} withArrow multiline maw={280} openDelay={150}>
      <Text
        size="sm"
        fw={500}
        tabIndex={0}
        aria-label={`${formatAmount(amount.value)} (${basis})`}
        data-field="amount"
        data-amount-basis={amount.basis}
        style={{ whiteSpace: 'nowrap', cursor: 'help' }}
        td={amount.basis === 'estimated' ? undefined : 'underline dotted'}
      >
        {formatAmount(amount.value)}
      </Text>
    </Tooltip>
  );
}
