import { Collapse, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { summarizeFilters } from '../../../common/alerts/filters-summary';
import { formatCount } from '../../../common/format';
import { ExcelExportButton } from '../../export/ExcelExportButton';
import { SaveAlertButton } from '../../ui/alerts/SaveAlertButton';
import { PagedResults } from '../../ui/PagedResults';
import { CompactViewSwitch } from '../../ui/results/CompactViewSwitch';
import { ResultsTable } from '../../ui/results/ResultsTable';
import { SearchBar } from '../../ui/SearchBar';
import { SearchFilters } from '../../ui/SearchFilters';
import { ActiveFilterChips } from '../../ui/search-filters/ActiveFilterChips';
import { newSearch, SORT_KEYS, type SortKey, toRequestBody } from '../../ui/search-state';
import { useSearchOutcome } from '../../ui/use-search-outcome';
import { useAlertSearch } from './use-alert-search';
import { useSearchState, useTenderSearch } from './use-tender-search';

/** The tender search (dashboard tab 0, /licitaciones/buscar); its state lives in the URL. */
export function SearchPage() {
  const { t } = useTranslation();
  const [state, setState] = useSearchState();
  const [text, setText] = useState(state.q);
  const [documentText, setDocumentText] = useState(state.filters.document_terms ?? '');
  const [filtersOpen, filterPanel] = useDisclosure(false);
  const collapseOnResults = useRef(false);
  const loadingAlert = useAlertSearch();
  const search = useTenderSearch(state, { enabled: !loadingAlert });
  const searching = search.isFetching;

  // The back button (or a shared link) changes the words under the text box.
  useEffect(() => setText(state.q), [state.q]);
  useEffect(() => setDocumentText(state.filters.document_terms ?? ''), [state.filters.document_terms]);

  // The filters collapse once a new search returns results.
  useEffect(() => {
    if (!collapseOnResults.current || search.isFetching || search.isPlaceholderData) return;
    collapseOnResults.current = false;
    if ((search.data?.results.length ?? 0) > 0) filterPanel.close();
  }, [search.isFetching, search.isPlaceholderData, search.data, filterPanel]);

  const activeFilters = summarizeFilters(state.filters, t).length;
  const data = useSearchOutcome(search);
  const results = data?.results ?? [];
  // Past 10,000 matches the server estimates the count (metadata.total_is_estimate): say so.
  const total = data?.metadata.total_results ?? 0;

  const submit = () => {
    collapseOnResults.current = true;
    const document_terms = documentText.trim() || undefined;
    setState(newSearch({ ...state, filters: { ...state.filters, document_terms } }, text));
  };

  return (
    <Stack gap="md">
      {/* One line on a phone too, so the first result stays in sight. */}
      <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
        {t('dashboard.titles.search')}
      </Title>
      <SearchBar
        text={text}
        onText={setText}
        onSubmit={submit}
        searching={searching}
        filtersOpen={filtersOpen}
        onToggleFilters={filterPanel.toggle}
        panelId="search-filter-panel"
        activeFilters={activeFilters}
        documents={{ text: documentText, onText: setDocumentText }}
      >
        <SaveAlertButton search={state} disabled={results.length === 0 || searching} />
      </SearchBar>

      <ActiveFilterChips
        filters={state.filters}
        disabled={searching}
        onChange={(filters) => setState({ ...state, filters, page: 1 })}
      />

      <Collapse expanded={filtersOpen} id="search-filter-panel">
        <Paper withBorder p="md" radius="md">
          <SearchFilters
            filters={state.filters}
            disabled={searching}
            eligibility={{ profileEmpty: data?.company_profile_empty ?? false }}
            onChange={(filters) => setState({ ...state, filters, page: 1 })}
          />
        </Paper>
      </Collapse>

      <Group justify="space-between" align="center" wrap="wrap">
        <Text fw={500} data-testid="search-count" aria-live="polite">
          {data
            ? t(data.metadata.total_is_estimate ? 'search.foundAbout' : 'search.found', {
                count: total,
                n: formatCount(total),
              })
            : ''}
        </Text>
        <Group gap="sm" align="center" miw={0} maw="100%">
          <CompactViewSwitch />
          {/* The select as wide as its longest option (never cut), its label beside it or, on phones, above. */}
          <NativeSelect
            label={t('search.sort')}
            value={state.sort}
            onChange={(event) => setState({ ...state, sort: event.currentTarget.value as SortKey, page: 1 })}
            data={SORT_KEYS.map((key) => ({ value: key, label: t(`search.sortOptions.${key}`) }))}
            disabled={searching}
            styles={{
              root: {
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                columnGap: 8,
                minWidth: 0,
                maxWidth: '100%',
              },
              label: { whiteSpace: 'nowrap' },
              wrapper: { minWidth: 0 },
              input: { width: 'auto', maxWidth: '100%' },
            }}
          />
          <ExcelExportButton
            disabled={searching || results.length === 0}
            run={async (count, onProgress) => {
              const { exportSearch } = await import('../../export/search-export');
              await exportSearch(toRequestBody(state), count, onProgress);
            }}
          />
        </Group>
      </Group>

      <PagedResults
        table={results.length > 0 ? <ResultsTable results={results} /> : null}
        answered={Boolean(data)}
        empty={t('search.empty')}
        page={data?.metadata.current_page ?? state.page}
        totalPages={data?.metadata.total_pages ?? 0}
        disabled={searching}
        onPage={(page) => setState({ ...state, page })}
      />
    </Stack>
  );
}
