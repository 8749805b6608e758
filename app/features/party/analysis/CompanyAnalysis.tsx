import { Anchor, SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CompanyAnalytics } from '../../../../common/api/party-analytics';
import type { PartyLink as PartyRef } from '../../../../common/api/procurement-project';
import { formatAmount, formatCount } from '../../../../common/format';
import { formatShare } from './analysis-format';
import { RankingTable } from './RankingTable';
import { useRankingColumns } from './ranking-columns';
import { StatCards, useCompetitionCards } from './StatCards';
import { divisionSearchPath } from './search-links';
import { YearCharts } from './YearCharts';

interface Props {
  company: CompanyAnalytics;
  /** The company itself: its divisions link to a search of its awards there. */
  party: PartyRef;
  years: readonly number[];
  onToggleYear(year: number): void;
}

/** 'Como adjudicataria': what the company won, how, where and against whom. */
export function CompanyAnalysis({ company, party, years, onToggleYear }: Props) {
  const { t } = useTranslation();
  const count = (n: number) => formatCount(n);
  const competitionCards = useCompetitionCards(company.competition);
  const columns = useRankingColumns();
  const sme = company.sme;
  return (
    <Stack gap="md" data-testid="company-analysis">
      <Title order={2} size="h3">
        {t('partyAnalysis.company.title')}
      </Title>
      <YearCharts
        byYear={company.by_year}
        basis="awarded_best"
        countOf={(y) => y.awards}
        caption={t('partyAnalysis.company.countCaption')}
        label={t('partyAnalysis.company.awards')}
        selected={years}
        onToggle={onToggleYear}
      />
      <StatCards
        cards={[
          {
            key: 'awards',
            label: t('partyAnalysis.company.awards'),
            value: count(company.awards),
            details: [formatAmount(company.amount)],
          },
          ...competitionCards,
          {
            key: 'sme',
            label: t('partyAnalysis.company.sme'),
            value: sme.sample_size ? formatShare(sme.sme_awards / sme.sample_size) : '—',
            details: [
              t('partyAnalysis.countOf', {
                count: sme.sample_size,
                part: count(sme.sme_awards),
                total: count(sme.sample_size),
              }),
            ],
          },
        ]}
      />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <RankingTable
          title={t('partyAnalysis.company.topBodies')}
          rows={company.top_bodies}
          rowKey={(row) => row.party.id}
          empty={t('partyAnalysis.none')}
          columns={[columns.party(t('partyAnalysis.columns.body')), columns.awards(), columns.amount()]}
        />
        <RankingTable
          title={t('partyAnalysis.company.topDivisions')}
          rows={company.top_cpv_divisions}
          rowKey={(row) => row.division}
          empty={t('partyAnalysis.none')}
          columns={[
            {
              key: 'division',
              header: t('partyAnalysis.columns.division'),
              render: (row) => (
                <Anchor component={Link} to={divisionSearchPath(row.division, party)} size="sm">
                  {row.label ? `${row.division} · ${row.label}` : row.division}
                </Anchor>
              ),
            },
            columns.awards(),
            columns.amount(),
          ]}
        />
        <RankingTable
          title={t('partyAnalysis.company.competitors')}
          note={t('partyAnalysis.company.competitorsNote', {
            searched: count(company.markets.searched),
            total: count(company.markets.total),
            count: company.markets.total,
          })}
          rows={company.competitors}
          rowKey={(row) => row.party.id}
          empty={t('partyAnalysis.none')}
          columns={[
            columns.party(t('partyAnalysis.columns.company')),
            columns.awards(),
            {
              key: 'markets',
              header: t('partyAnalysis.columns.markets'),
              numeric: true,
              render: (row) => count(row.markets),
            },
          ]}
        />
      </SimpleGrid>
    </Stack>
  );
}
