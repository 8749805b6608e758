import { MultiSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { optionsOfRegions, REGION_GROUPS, regionsOfOptions } from './region-options';

interface Props {
  /** NUTS codes of the chosen communities and provinces. */
  value: string[] | undefined;
  disabled?: boolean;
  onChange(regions: string[]): void;
}

/** Autonomous communities and provinces, searchable, sent as the NUTS codes the filter takes. */
export function RegionSelect({ value, disabled, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <MultiSelect
      label={t('search.filters.regions')}
      data={REGION_GROUPS.map((g) => ({
        group: t(`search.filters.regionGroups.${g.group}`),
        items: g.items,
      }))}
      placeholder={value?.length ? undefined : t('search.filters.regionsPlaceholder')}
      value={optionsOfRegions(value)}
      onChange={(options) => onChange(regionsOfOptions(options))}
      searchable
      clearable
      disabled={disabled}
    />
  );
}
