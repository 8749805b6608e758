import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchProration, licenceKeys } from '../../../api/licences/licences-api';
import { formatMoney } from './invoice-rows';

/** What changing to `quantity` licences is charged today (GET /stripe/subscription/proration). */
export function ProrationPreview({ quantity }: { quantity: number }) {
  const { t } = useTranslation();
  const { data, error } = useQuery({
    queryKey: licenceKeys.proration(quantity),
    queryFn: ({ signal }) => fetchProration(quantity, signal),
  });
  if (error) return <Text c="red">{error.message}</Text>;
  if (!data) return <Text c="dimmed">{t('licences.change.previewLoading')}</Text>;
  return (
    <Text role="status">
      {t('licences.change.preview', { amount: formatMoney(data.amount_due, data.currency) })}
    </Text>
  );
}
