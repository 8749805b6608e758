import { MultiSelect, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CONTRACT_TYPES } from '../../../common/reference/codice';
import { CpvPicker } from '../../ui/CpvPicker';
import { DebouncedText } from '../../ui/DebouncedInputs';
import { RegionSelect } from '../../ui/RegionSelect';
import type { MarketState } from './market-state';

/** The years offered: from the first year of the stored history to the current one, newest first. */
const FIRST_YEAR = 2012;
const yearOptions = () =>
  Array.from({ length: new Date().getFullYear() - FIRST_YEAR + 1 }, (_, i) =>
    String(new Date().getFullYear() - i),
  );

interface Props {
  state: MarketState;
  onChange(state: MarketState): void;
}

/** CPV codes, regions or provinces, years, contract types and words; every change applies at once. */
export function MarketFilters({ state, onChange }: Props) {
  const { t } = useTranslation();
  const { filters } = state;
  const set = (patch: MarketState['filters']) => onChange({ ...state, filters: { ...filters, ...patch } });
  return (
    <Stack gap="sm" data-testid="market-filters">
      <CpvPicker value={filters.cpv_codes ?? []} onChange={(cpv_codes) => set({ cpv_codes })} />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        <RegionSelect
          value={filters.location?.regions}
          onChange={(regions) => set({ location: { ...filters.location, regions } })}
        />
        <MultiSelect
          label={t('market.years')}
          placeholder={filters.date?.years?.length ? undefined : t('market.yearsPlaceholder')}
          data={yearOptions()}
          value={(filters.date?.years ?? []).map(String)}
          onChange={(years) => set({ date: { ...filters.date, years: years.map(Number).sort() } })}
          clearable
        />
        <MultiSelect
          label={t('market.contractTypes')}
          data={Object.entries(CONTRACT_TYPES).map(([value, label]) => ({ value, label }))}
          value={filters.contract_types ?? []}
          onChange={(contract_types) => set({ contract_types })}
          clearable
        />
        <DebouncedText
          label={t('market.words')}
          value={state.q}
          onChange={(q) => onChange({ ...state, q })}
        />
      </SimpleGrid>
    </Stack>
  );
}
