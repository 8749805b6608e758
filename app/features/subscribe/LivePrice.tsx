import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatEuros } from '../../../common/format';
import { computePrice, VAT_RATE_PERCENT } from '../../../common/pricing';

function PriceLine({ label, cents, strong = false }: { label: string; cents: number; strong?: boolean }) {
  return (
    <Group justify="space-between" fw={strong ? 700 : undefined}>
      <Text inherit>{label}</Text>
      <Text inherit>{formatEuros(cents / 100)}</Text>
    </Group>
  );
}

/** The monthly charge for the licences typed so far: net, VAT and total. */
export function LivePrice({ quantity }: { quantity: number | undefined }) {
  const { t } = useTranslation();
  if (quantity === undefined) {
    return <Text c="dimmed">{t('subscribe.price.unknown')}</Text>;
  }
  const price = computePrice(quantity, 'monthly');
  return (
    <Stack gap={4} role="status" aria-label={t('subscribe.price.title')}>
      <PriceLine label={t('subscribe.price.net', { count: quantity })} cents={price.subtotalCents} />
      <PriceLine label={t('subscribe.price.vat', { rate: VAT_RATE_PERCENT })} cents={price.vatCents} />
      <PriceLine label={t('subscribe.price.total')} cents={price.totalCents} strong />
    </Stack>
  );
}
