import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PartyDetail } from '../../../../common/api/procurement-party';
import { WorkbookDownloadButton } from '../../../export/WorkbookDownloadButton';
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
        <WorkbookDownloadButton
          disabled={fetching}
          download={async () => {
            const { exportAnalysis } = await import('./analysis-export');
            await exportAnalysis(data, party.name);
          }}
        />
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
