import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatEuros } from '../../../../common/format';
import { type BillingFrequency, computePrice, VAT_RATE_PERCENT } from '../../../../common/pricing';

/** The owner's licences in use and what all of them cost per period (common/pricing.ts). */
export function LicenceUsage({
  used,
  quantity,
  frequency,
}: {
  used: number;
  quantity: number;
  frequency: BillingFrequency;
}) {
  const { t } = useTranslation();
  const price = computePrice(quantity, frequency);
  return (
    <Table variant="vertical" withTableBorder aria-label={t('licences.usage.title')}>
      <Table.Tbody>
        <Table.Tr>
          <Table.Th w={220}>{t('licences.usage.used')}</Table.Th>
          <Table.Td>{t('licences.usage.usedValue', { used, quantity })}</Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Th>{t('licences.usage.price')}</Table.Th>
          <Table.Td>
            {t(`licences.usage.priceValue_${frequency}`, {
              total: formatEuros(price.totalCents / 100),
              net: formatEuros(price.subtotalCents / 100),
              rate: VAT_RATE_PERCENT,
            })}
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}
