import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BodyAnalytics } from '../../../../common/api/party-analytics';
import { formatAmount, formatCount } from '../../../../common/format';
import { formatShare } from './analysis-format';
import { RankingTable } from './RankingTable';
import { useRankingColumns } from './ranking-columns';
import { StatCards, useCompetitionCards } from './StatCards';
import { YearCharts } from './YearCharts';

/** How many of the biggest winners the concentration line adds up. */
const CONCENTRATION_TOP = 3;

interface Props {
  body: BodyAnalytics;
  years: readonly number[];
  onToggleYear(year: number): void;
}

/** 'Como órgano de contratación': what the body tendered, how much competition it got, who won. */
export function BodyAnalysis({ body, years, onToggleYear }: Props) {
  const { t } = useTranslation();
  const count = (n: number) => formatCount(n);
  const competitionCards = useCompetitionCards(body.competition);
  const columns = useRankingColumns();
  const top = body.top_winners.slice(0, CONCENTRATION_TOP);
  const topShare = top.reduce((sum, row) => sum + (row.share ?? 0), 0);
  return (
    <Stack gap="md" data-testid="body-analysis">
      <Title order={2} size="h3">
        {t('partyAnalysis.body.title')}
      </Title>
      <YearCharts
        byYear={body.by_year}
        basis="best"
        countOf={(y) => y.tenders}
        caption={t('partyAnalysis.body.countCaption')}
        label={t('partyAnalysis.body.tenders')}
        selected={years}
        onToggle={onToggleYear}
      />
      <StatCards
        cards={[
          {
            key: 'tenders',
            label: t('partyAnalysis.body.tenders'),
            value: count(body.tenders),
            details: [formatAmount(body.amount)],
          },
          {
            key: 'awards',
            label: t('partyAnalysis.body.awards'),
            value: count(body.awards),
            details: [
              formatAmount(body.awarded_amount),
              t('partyAnalysis.body.winners', { count: body.winners, n: count(body.winners) }),
            ],
          },
          ...competitionCards,
        ]}
      />
      <RankingTable
        title={t('partyAnalysis.body.topWinners')}
        note={
          top.length > 0
            ? t('partyAnalysis.body.concentration', { count: top.length, share: formatShare(topShare) })
            : undefined
        }
        rows={body.top_winners}
        rowKey={(row) => row.party.id}
        empty={t('partyAnalysis.none')}
        columns={[
          columns.party(t('partyAnalysis.columns.company')),
          columns.awards(),
          columns.amount(),
          {
            key: 'share',
            header: t('partyAnalysis.columns.share'),
            numeric: true,
            render: (row) => formatShare(row.share),
          },
        ]}
      />
    </Stack>
  );
}
