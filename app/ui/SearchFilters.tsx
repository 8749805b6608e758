import { Checkbox, Group, SimpleGrid, Stack, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type ProcurementFilters, SOURCES } from '../../common/api/procurement-search';
import { CONTRACT_FOLDER_STATUSES } from '../../common/reference/codice';
import { CpvPicker } from './CpvPicker';
import { DateFilters } from './search-filters/DateFilters';
import { EligibilityFilter } from './search-filters/EligibilityFilter';
import { FigureFilters } from './search-filters/FigureFilters';
import { entries, type FilterKey } from './search-filters/filter-section';
import { ObjectFilters } from './search-filters/ObjectFilters';
import { PlaceFilters } from './search-filters/PlaceFilters';
import { RequirementFilters } from './search-filters/RequirementFilters';

type Status = NonNullable<ProcurementFilters['status']>[number];
type Source = (typeof SOURCES)[number];

export type { FilterKey };

interface Props {
  filters: ProcurementFilters;
  disabled?: boolean;
  /** Filters a screen does not offer (the company page's views leave some out). */
  exclude?: readonly FilterKey[];
  /**
   * 'Solo las que cumplo', offered where the server judges the user's profile (the tender search);
   * `profileEmpty` as its last answer said.
   */
  eligibility?: { profileEmpty: boolean };
  onChange(filters: ProcurementFilters): void;
}

/** 'Una sola oferta': awarded tenders with an award that received exactly one offer. */
const SINGLE_OFFER = { from: 1, to: 1 };

/** The procurement filter panel (search screen, company page); every change applies at once. */
export function SearchFilters({ filters, disabled, exclude = [], eligibility, onChange }: Props) {
  const { t } = useTranslation();
  const set = (patch: ProcurementFilters) => onChange({ ...filters, ...patch });
  const offers = (key: FilterKey) => !exclude.includes(key);
  const section = { filters, set, offers, disabled };

  return (
    <Stack gap="md" data-testid="search-filters">
      <Group gap="xl">
        {offers('only_active') && (
          <Switch
            label={t('search.filters.onlyActive')}
            checked={filters.only_active ?? false}
            onChange={(event) => set({ only_active: event.currentTarget.checked })}
            disabled={disabled}
          />
        )}
        <Switch
          label={t('search.filters.singleOffer')}
          checked={filters.offers?.from === 1 && filters.offers?.to === 1}
          onChange={(event) => set({ offers: event.currentTarget.checked ? SINGLE_OFFER : {} })}
          disabled={disabled}
        />
      </Group>

      {eligibility && (
        <EligibilityFilter
          filters={filters}
          set={set}
          disabled={disabled}
          profileEmpty={eligibility.profileEmpty}
        />
      )}

      {offers('status') && (
        <Checkbox.Group
          label={t('search.filters.status')}
          value={filters.status ?? []}
          onChange={(value) => set({ status: value as Status[] })}
        >
          <Group gap="md" mt={6}>
            {entries(CONTRACT_FOLDER_STATUSES).map((s) => (
              <Checkbox key={s.value} value={s.value} label={s.label} disabled={disabled} />
            ))}
          </Group>
        </Checkbox.Group>
      )}

      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <ObjectFilters {...section} />
        <PlaceFilters {...section} />
        <FigureFilters {...section} />
        <DateFilters {...section} />
      </SimpleGrid>

      {offers('no_classification') && <RequirementFilters {...section} />}

      <CpvPicker
        value={filters.cpv_codes ?? []}
        onChange={(cpv_codes) => set({ cpv_codes })}
        disabled={disabled}
      />

      <Checkbox.Group
        label={t('search.filters.sources')}
        value={filters.sources ?? []}
        onChange={(value) => set({ sources: value as Source[] })}
      >
        <Group gap="md" mt={6}>
          {SOURCES.map((source) => (
            <Checkbox
              key={source}
              value={source}
              label={t(`search.filters.sourceNames.${source}`)}
              disabled={disabled}
            />
          ))}
        </Group>
      </Checkbox.Group>
    </Stack>
  );
}
