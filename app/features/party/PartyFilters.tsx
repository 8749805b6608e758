import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DebouncedText } from '../../ui/DebouncedInputs';
import { SearchFilters } from '../../ui/SearchFilters';
import { EXCLUDED_FILTERS, type PartyView, type PartyViewState } from './party-state';

interface Props {
  view: PartyView;
  state: PartyViewState;
  onChange(next: PartyViewState): void;
}

/**
 * A company page view's filter panel: 'Filtrar por texto' (debounced, or at once on Enter) and
 * the search's procurement filters minus those the view leaves out. The year tags are the
 * chart's years, so a bar and a tag are the same filter.
 */
export function PartyFilters({ view, state, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <DebouncedText
        label={t('party.textFilter')}
        value={state.q}
        onChange={(q) => onChange({ ...state, q, page: 1 })}
      />
      <SearchFilters
        filters={{ ...state.filters, date: { ...state.filters.date, years: state.years } }}
        exclude={EXCLUDED_FILTERS[view]}
        onChange={({ date, ...filters }) => {
          const { years = [], ...dates } = date ?? {};
          onChange({ ...state, filters: { ...filters, date: dates }, years, page: 1 });
        }}
      />
    </Stack>
  );
}
