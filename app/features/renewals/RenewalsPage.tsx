import { Collapse, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { summarizeFilters } from '../../../common/alerts/filters-summary';
import { formatCount } from '../../../common/format';
import { ExcelExportButton } from '../../export/ExcelExportButton';
import { SaveAlertButton } from '../../ui/alerts/SaveAlertButton';
import { DateField } from '../../ui/DateField';
import { PagedResults } from '../../ui/PagedResults';
import { CompactViewSwitch } from '../../ui/results/CompactViewSwitch';
import { SearchBar } from '../../ui/SearchBar';
import { SearchFilters } from '../../ui/SearchFilters';
import { ActiveFilterChips } from '../../ui/search-filters/ActiveFilterChips';
import { useSearchOutcome } from '../../ui/use-search-outcome';
import { RenewalsTable } from './RenewalsTable';
import { toRenewalBody } from './renewal-state';
import { useRenewalSearch, useRenewalState } from './use-renewal-search';

/**
 * Renewals are awarded contracts: the search's status, deadline and open-tenders-only filters
 * would only empty the list (an active tender is PUB before its deadline, common/tender-status.ts).
 */
const EXCLUDED_FILTERS = ['only_active', 'status', 'submission_deadline'] as const;

/**
 * The renewal radar (dashboard tab 'Renovaciones', /licitaciones/renovaciones): awarded contracts
 * whose execution ends between two dates, with the search's words and filters; its state lives in
 * the URL. The date pickers show the window searched, the default one (next 12 months) included.
 */
export function RenewalsPage() {
  const { t } = useTranslation();
  const [state, setState] = useRenewalState();
  const [text, setText] = useState(state.q);
  const [filtersOpen, filterPanel] = useDisclosure(false);
  const search = useRenewalSearch(state);
  const searching = search.isFetching;
  const data = useSearchOutcome(search);
  const results = data?.results ?? [];
  const total = data?.metadata.total_results ?? 0;
  const ending = data?.metadata.ending;
  const activeFilters = summarizeFilters(state.filters, t).length;

  // The back button (or a shared link) changes the words under the text box.
  useEffect(() => setText(state.q), [state.q]);

  return (
    <Stack gap="md">
      <Title order={1}>{t('dashboard.titles.renewals')}</Title>
      <Text c="dimmed" size="sm">
        {t('renewals.intro')}
      </Text>
      <SearchBar
        text={text}
        onText={setText}
        onSubmit={() => setState({ ...state, q: text, page: 1 })}
        searching={searching}
        filtersOpen={filtersOpen}
        onToggleFilters={filterPanel.toggle}
        panelId="renewal-filter-panel"
        activeFilters={activeFilters}
      >
        <SaveAlertButton search={state} alertType="renewal" disabled={results.length === 0 || searching} />
      </SearchBar>

      <Group gap="sm" align="flex-end" wrap="wrap" role="group" aria-label={t('renewals.window')}>
        <DateField
          label={t('renewals.from')}
          value={state.from ?? ending?.from}
          max={state.to}
          disabled={searching}
          onChange={(from) => setState({ ...state, from, page: 1 })}
        />
        <DateField
          label={t('renewals.to')}
          value={state.to ?? ending?.to}
          min={state.from}
          disabled={searching}
          onChange={(to) => setState({ ...state, to, page: 1 })}
        />
      </Group>

      <ActiveFilterChips
        filters={state.filters}
        disabled={searching}
        onChange={(filters) => setState({ ...state, filters, page: 1 })}
      />

      <Collapse expanded={filtersOpen} id="renewal-filter-panel">
        <Paper withBorder p="md" radius="md">
          <SearchFilters
            filters={state.filters}
            exclude={EXCLUDED_FILTERS}
            disabled={searching}
            onChange={(filters) => setState({ ...state, filters, page: 1 })}
          />
        </Paper>
      </Collapse>

      <Group justify="space-between" align="center" wrap="wrap">
        <Text fw={500} data-testid="renewals-count" aria-live="polite">
          {data ? t('renewals.found', { count: total, n: formatCount(total) }) : ''}
        </Text>
        <Group gap="sm" align="center">
          <CompactViewSwitch />
          <ExcelExportButton
            disabled={searching || results.length === 0}
            run={async (count, onProgress) => {
              const { exportRenewals } = await import('./renewals-export');
              await exportRenewals(toRenewalBody(state), count, onProgress);
            }}
          />
        </Group>
      </Group>

      <PagedResults
        table={results.length > 0 ? <RenewalsTable results={results} /> : null}
        answered={Boolean(data)}
        empty={t('renewals.empty')}
        page={data?.metadata.current_page ?? state.page}
        totalPages={data?.metadata.total_pages ?? 0}
        disabled={searching}
        onPage={(page) => setState({ ...state, page })}
      />
    </Stack>
  );
}
