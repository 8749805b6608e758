import { Alert, Anchor, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { WorkbookDownloadButton } from '../../export/WorkbookDownloadButton';
import { SEARCH_PATH } from '../../ui/links';
import { DEFAULT_FILTERS, INITIAL_SEARCH, toSearchParams } from '../../ui/search-state';
import { MarketFigures } from './MarketFigures';
import { MarketFilters } from './MarketFilters';
import { MarketRankings } from './MarketRankings';
import { MarketYearChart } from './MarketYearChart';
import { analyseMarket } from './market-api';
import { hasChoice, type MarketState, parseMarketParams, toMarketBody, toMarketParams } from './market-state';

/** The search that lists the market's tenders (the search keeps its default country, Spain). */
function searchLink(state: MarketState): string {
  const filters = { ...state.filters, location: { ...DEFAULT_FILTERS.location, ...state.filters.location } };
  return `${SEARCH_PATH}?${toSearchParams({ ...INITIAL_SEARCH, q: state.q, filters })}`;
}

/**
 * 'Mercado' (dashboard tab, /licitaciones/mercado): the competition in the tenders a choice of
 * CPV codes, regions, years, contract types and words selects. The choice lives in the URL.
 */
export function MarketPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseMarketParams(params), [params]);
  const setState = useCallback((next: MarketState) => setParams(toMarketParams(next)), [setParams]);
  const chosen = hasChoice(state);
  const body = toMarketBody(state);
  const analysis = useQuery({
    queryKey: ['market', body],
    queryFn: ({ signal }) => analyseMarket(body, signal),
    enabled: chosen,
    placeholderData: keepPreviousData,
    retry: false,
  });
  const market = chosen ? analysis.data : undefined;

  return (
    <Stack gap="md">
      <Title order={1}>{t('dashboard.titles.market')}</Title>
      <Text c="dimmed">{t('market.intro')}</Text>
      <Paper withBorder p="md">
        <MarketFilters state={state} onChange={setState} />
      </Paper>
      {!chosen && <Text>{t('market.choose')}</Text>}
      {chosen && analysis.isError && (
        <Alert color="red" role="alert">
          {t('market.loadFailed')}
        </Alert>
      )}
      {chosen && analysis.isPending && <Loader aria-label={t('market.title')} />}
      {market && (
        <Stack gap="md" data-testid="market-analysis" aria-busy={analysis.isFetching}>
          <Group justify="space-between" gap="sm">
            <Anchor component={Link} to={searchLink(state)}>
              {t('market.searchLink')}
            </Anchor>
            <WorkbookDownloadButton
              disabled={market.tenders === 0}
              download={async () => {
                const { exportMarket } = await import('./market-export');
                await exportMarket(market);
              }}
            />
          </Group>
          {market.tenders === 0 ? (
            <Text>{t('market.empty')}</Text>
          ) : (
            <>
              <MarketFigures market={market} />
              <MarketYearChart years={market.by_year} />
              <MarketRankings market={market} />
            </>
          )}
        </Stack>
      )}
    </Stack>
  );
}
