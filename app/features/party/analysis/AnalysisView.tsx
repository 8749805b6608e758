import { Button, Group, Stack, Text } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PartyAnalytics } from '../../../../common/api/party-analytics';
import type { PartyDetail } from '../../../../common/api/procurement-party';
import { useExportRun } from '../../../export/use-export-run';
import { PageLoader } from '../../../ui/PageLoader';
import { type PartyViewState, toggleYear } from '../party-state';
import { usePartyAnalytics } from '../use-party';
import { BodyAnalysis } from './BodyAnalysis';
import { CompanyAnalysis } from './CompanyAnalysis';

interface Props {
  party: PartyDetail;
  state: PartyViewState;
  onChange(next: PartyViewState): void;
}

/**
 * Análisis: the statistics of the party as winner and as contracting body, for the years chosen on
 * either amount chart (every year when none). Medians with quartiles, always with sample sizes.
 */
export function AnalysisView({ party, state, onChange }: Props) {
  const { t } = useTranslation();
  const analytics = usePartyAnalytics(party.id, state.years);
  const onToggleYear = (year: number) => onChange(toggleYear(state, year));
  if (analytics.isPending) return <PageLoader />;
  if (analytics.isError) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {t('partyAnalysis.loadFailed')}
      </Text>
    );
  }
  const data = analytics.data;
  const fetching = analytics.isFetching;
  return (
    <Stack
      gap="xl"
      data-testid="party-analysis"
      data-fetching={fetching || undefined}
      style={{ opacity: fetching ? 0.6 : 1 }}
      aria-busy={fetching}
    >
      <Group justify="space-between" align="center" wrap="wrap">
        <Text size="sm" data-testid="analysis-years">
          {data.years.length
            ? t('party.showingYears', { years: data.years.join(', ') })
            : t('partyAnalysis.allYearsNote')}
        </Text>
        <AnalysisExportButton analytics={data} partyName={party.name} disabled={fetching} />
      </Group>
      {data.company && (
        <CompanyAnalysis
          company={data.company}
          party={party}
          years={state.years}
          onToggleYear={onToggleYear}
        />
      )}
      {data.contracting_body && (
        <BodyAnalysis body={data.contracting_body} years={state.years} onToggleYear={onToggleYear} />
      )}
    </Stack>
  );
}

/** 'Exportar Excel' of the tab: its figures are on screen already, so it downloads at once. */
function AnalysisExportButton(props: { analytics: PartyAnalytics; partyName: string; disabled: boolean }) {
  const { t } = useTranslation();
  const exporting = useExportRun();
  const run = () =>
    exporting.start(async () => {
      const { exportAnalysis } = await import('./analysis-export');
      await exportAnalysis(props.analytics, props.partyName);
    });
  return (
    <Group gap="xs">
      {exporting.failed && (
        <Text size="sm" c="red" role="alert">
          {t('partyAnalysis.exportFailed')}
        </Text>
      )}
      <Button
        variant="default"
        leftSection={<IconFileSpreadsheet size={16} />}
        onClick={run}
        loading={exporting.running}
        disabled={props.disabled}
      >
        {t('export.button')}
      </Button>
    </Group>
  );
}
