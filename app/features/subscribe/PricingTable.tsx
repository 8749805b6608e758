import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatEuros } from '../../../common/format';
import { unitPriceCents } from '../../../common/pricing';

// One licence count inside each price tier of common/pricing.ts, with how the tier reads.
const tiers = [
  { sample: 1, labelKey: 'subscribe.pricing.single' },
  { sample: 2, labelKey: 'subscribe.pricing.upToTen' },
  { sample: 11, labelKey: 'subscribe.pricing.overTen' },
] as const;

/** Price per licence by how many licences are bought together, monthly and yearly, VAT apart. */
export function PricingTable() {
  const { t } = useTranslation();
  return (
    <Table withTableBorder aria-label={t('subscribe.pricing.title')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('subscribe.pricing.licences')}</Table.Th>
          <Table.Th ta="right">{t('subscribe.pricing.monthly')}</Table.Th>
          <Table.Th ta="right">{t('subscribe.pricing.yearly')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {tiers.map(({ sample, labelKey }) => (
          <Table.Tr key={sample}>
            <Table.Td>{t(labelKey)}</Table.Td>
            <Table.Td ta="right">{formatEuros(unitPriceCents(sample, 'monthly') / 100)}</Table.Td>
            <Table.Td ta="right">{formatEuros(unitPriceCents(sample, 'yearly') / 100)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
