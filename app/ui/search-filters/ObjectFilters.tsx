import { MultiSelect, NativeSelect, TagsInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ProcurementFilters } from '../../../common/api/procurement-search';
import { CONTRACT_TYPES, PROCEDURES } from '../../../common/reference/codice';
import { DebouncedText } from '../DebouncedInputs';
import { awardeeTags } from '../search-state';
import type { FilterSectionProps } from './filter-section';
import { entries } from './filter-section';

type LotDivision = NonNullable<ProcurementFilters['lot_division']>;

/** What is contracted and how: title, awardees, contract types, procedures, lots. */
export function ObjectFilters({ filters, set, offers, disabled }: FilterSectionProps) {
  const { t } = useTranslation();
  return (
    <>
      <DebouncedText
        label={t('search.filters.title')}
        value={filters.title}
        onChange={(title) => set({ title })}
        disabled={disabled}
      />
      {offers('awardee_parties') && (
        <TagsInput
          label={t('search.filters.awardees')}
          placeholder={filters.awardee_parties?.length ? undefined : t('search.filters.awardeesPlaceholder')}
          value={filters.awardee_parties ?? []}
          onChange={(tags) => set({ awardee_parties: awardeeTags(tags) })}
          // A tag is confirmed with Enter, not a comma: company names have commas ("Pérez, S.L.").
          splitChars={[]}
          acceptValueOnBlur={false}
          clearable
          disabled={disabled}
        />
      )}
      <MultiSelect
        label={t('search.filters.contractTypes')}
        data={entries(CONTRACT_TYPES)}
        value={filters.contract_types ?? []}
        onChange={(value) => set({ contract_types: value })}
        clearable
        disabled={disabled}
      />
      <MultiSelect
        label={t('search.filters.procedures')}
        data={entries(PROCEDURES)}
        value={filters.procedure_codes ?? []}
        onChange={(value) => set({ procedure_codes: value })}
        clearable
        disabled={disabled}
      />
      <NativeSelect
        label={t('search.filters.lots')}
        value={filters.lot_division ?? 'all'}
        onChange={(event) => set({ lot_division: event.currentTarget.value as LotDivision })}
        data={(['all', 'no_lots', 'has_lots'] as const).map((value) => ({
          value,
          label: t(`search.filters.lotOptions.${value}`),
        }))}
        disabled={disabled}
      />
    </>
  );
}
