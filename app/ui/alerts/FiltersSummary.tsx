import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { summarizeFilters } from '../../../common/alerts/filters-summary';
import type { ProcurementFilters } from '../../../common/api/procurement-search';
import { useCpvNames } from '../../api/cpv-codes';

/** An alert's filters, one «label: value» a line. */
export function FiltersSummary({ filters }: { filters: ProcurementFilters }) {
  const { t } = useTranslation();
  const cpvName = useCpvNames(filters.cpv_codes ?? []);
  const items = summarizeFilters(filters, t, cpvName);
  if (items.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('alerts.table.noFilters')}
      </Text>
    );
  return (
    <Stack gap={2}>
      {items.map((item) => (
        <Text key={item.id} size="xs">
          <Text span fw={600} inherit>
            {item.label}:
          </Text>{' '}
          {item.value}
        </Text>
      ))}
    </Stack>
  );
}
