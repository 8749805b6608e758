import { Button, Collapse, Group, Paper, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AmountBasisLabel } from '../../../common/amount-basis';
import { formatCount } from '../../../common/format';
import { PageLoader } from '../../ui/PageLoader';
import { SearchPagination } from '../../ui/SearchPagination';
import { PartyFilters } from './PartyFilters';
import { type PartyView, type PartyViewState, toggleYear } from './party-state';
import { YearChart } from './YearChart';

interface Props {
  view: PartyView;
  /** The chart's year → amount map, and which amount it sums. */
  amounts: Record<string, string>;
  basis: AmountBasisLabel;
  /** A line under the chart on how its years were dated. */
  chartNote?: string;
  state: PartyViewState;
  onChange(next: PartyViewState): void;
  /** What the list call answered (undefined until its first answer). */
  metadata: { total_results: number; total_pages: number; current_page: number } | undefined;
  fetching: boolean;
  /** Buttons beside the filter toggle (the awards view's Excel export). */
  actions?: React.ReactNode;
  /** The table, when there are rows. */
  children: React.ReactNode;
}

/**
 * What both company page views share: the yearly chart whose bars toggle year filters,
 * the collapsible filter panel, 'Mostrando los años …', the count, the table and the pagination.
 * Every change of years, filters, words or page is a new URL, hence a new request.
 */
export function PartyViewFrame({
  view,
  amounts,
  basis,
  chartNote,
  state,
  onChange,
  metadata,
  fetching,
  actions,
  children,
}: Props) {
  const { t } = useTranslation();
  const [filtersOpen, filterPanel] = useDisclosure(false);
  const panelId = useId();
  const total = metadata?.total_results ?? 0;

  return (
    <Stack gap="md" data-testid="party-view" data-fetching={fetching || undefined}>
      <YearChart
        basis={basis}
        amounts={amounts}
        selected={state.years}
        onToggle={(year) => onChange(toggleYear(state, year))}
        note={chartNote}
      />

      <Group justify="space-between" align="center" wrap="wrap">
        <Text fw={500} data-testid="party-count" aria-live="polite">
          {metadata ? t(`party.${view}.count`, { count: total, n: formatCount(total) }) : ''}
        </Text>
        <Group gap="sm">
          {actions}
          <Button
            variant={filtersOpen ? 'light' : 'default'}
            leftSection={<IconAdjustmentsHorizontal size={16} />}
            onClick={filterPanel.toggle}
            aria-expanded={filtersOpen}
            aria-controls={panelId}
          >
            {t('party.filtersToggle')}
          </Button>
        </Group>
      </Group>

      <Collapse expanded={filtersOpen} id={panelId}>
        <Paper withBorder p="md" radius="md">
          <PartyFilters view={view} state={state} onChange={onChange} />
        </Paper>
      </Collapse>

      {state.years.length > 0 && (
        <Text size="sm" data-testid="party-years">
          {t('party.showingYears', { years: state.years.join(', ') })}
        </Text>
      )}

      {!metadata && fetching ? (
        <PageLoader />
      ) : total > 0 ? (
        <div style={{ opacity: fetching ? 0.6 : 1 }} aria-busy={fetching}>
          {children}
        </div>
      ) : (
        metadata && (
          <Text c="dimmed" ta="center" py="xl">
            {t(`party.${view}.empty`)}
          </Text>
        )
      )}

      <SearchPagination
        page={metadata?.current_page ?? state.page}
        totalPages={metadata?.total_pages ?? 0}
        disabled={fetching}
        onChange={(page) => {
          onChange({ ...state, page });
          window.scrollTo({ top: 0 });
        }}
      />
    </Stack>
  );
}
