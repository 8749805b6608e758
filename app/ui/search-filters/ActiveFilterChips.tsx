import { Group, Pill } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { summarizeFilters } from '../../../common/alerts/filters-summary';
import type { ProcurementFilters } from '../../../common/api/procurement-search';
import { useCpvNames } from '../../api/cpv-codes';

interface Props {
  filters: ProcurementFilters;
  disabled?: boolean;
  onChange(filters: ProcurementFilters): void;
}

/** The filters in force, as chips under the search box; removing one searches again without it. */
export function ActiveFilterChips({ filters, disabled, onChange }: Props) {
  const { t } = useTranslation();
  const cpvName = useCpvNames(filters.cpv_codes ?? []);
  const items = summarizeFilters(filters, t, cpvName);
  if (items.length === 0) return null;
  return (
    <Group gap={6} data-testid="active-filters" aria-label={t('search.activeFilters')} role="list">
      {items.map((item) => (
        <Pill
          key={item.id}
          role="listitem"
          size="md"
          withRemoveButton
          onRemove={() => onChange(item.clear(filters))}
          // Pills hide their remove button from keyboards and screen readers: these are the only way to remove a chip.
          removeButtonProps={{
            'aria-label': t('search.removeFilter', { label: item.label }),
            'aria-hidden': false,
            tabIndex: 0,
            disabled,
          }}
          title={`${item.label}: ${item.value}`}
          maw="100%"
        >
          <b>{item.label}:</b> {item.value}
        </Pill>
      ))}
    </Group>
  );
}
