import { NativeSelect, TagsInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DebouncedText } from '../DebouncedInputs';
import { RegionSelect } from '../RegionSelect';
import { postalCodeTags } from '../search-state';
import type { FilterSectionProps } from './filter-section';

/** Where: country (regions for Spain), city, postal codes, contracting body. */
export function PlaceFilters({ filters, set, offers, disabled }: FilterSectionProps) {
  const { t } = useTranslation();
  const location = filters.location ?? {};
  const country = location.country ?? '';
  return (
    <>
      <NativeSelect
        label={t('search.filters.country')}
        value={country}
        onChange={(event) => {
          const next = event.currentTarget.value;
          // Regions are offered, and sent, only for Spain.
          set({
            location: {
              ...location,
              country: next || undefined,
              regions: next === 'ES' ? location.regions : [],
            },
          });
        }}
        data={[
          { value: 'ES', label: t('search.filters.countryES') },
          { value: '', label: t('search.filters.countryAll') },
        ]}
        disabled={disabled}
      />
      {country === 'ES' && (
        <RegionSelect
          value={location.regions}
          onChange={(regions) => set({ location: { ...location, regions } })}
          disabled={disabled}
        />
      )}
      <DebouncedText
        label={t('search.filters.city')}
        value={location.city}
        onChange={(city) => set({ location: { ...location, city } })}
        disabled={disabled}
      />
      <TagsInput
        label={t('search.filters.postalCodes')}
        placeholder={location.postal_codes?.length ? undefined : t('search.filters.postalCodesPlaceholder')}
        value={location.postal_codes ?? []}
        onChange={(tags) => set({ location: { ...location, postal_codes: postalCodeTags(tags) } })}
        splitChars={[',', ' ']}
        clearable
        disabled={disabled}
      />
      {offers('contracting_party') && (
        <DebouncedText
          label={t('search.filters.contractingParty')}
          value={filters.contracting_party?.name}
          onChange={(name) => set({ contracting_party: { name } })}
          disabled={disabled}
        />
      )}
    </>
  );
}
