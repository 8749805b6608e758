import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CompetitionStats } from '../../../../common/api/competition';
import { formatCount } from '../../../../common/format';
import { formatOffers, formatShare, quartileRange } from './analysis-format';

export interface StatCard {
  /** data-stat of the card, for tests. */
  key: string;
  label: string;
  value: string;
  /** Lines under the figure: quartiles, sample size, what was left out. */
  details: string[];
}

/** Figures in a grid of small cards: five a row on a wide screen, two on a phone. */
export function StatCards({ cards }: { cards: StatCard[] }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
      {cards.map((card) => (
        <Paper key={card.key} withBorder radius="md" p="sm" data-stat={card.key}>
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              {card.label}
            </Text>
            <Text fw={700} size="xl" data-field="value">
              {card.value}
            </Text>
            {card.details.map((line) => (
              <Text key={line} size="xs" c="dimmed">
                {line}
              </Text>
            ))}
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** The cards both roles show alike: median discount, median offers and the single-offer share. */
export function useCompetitionCards(stats: CompetitionStats): StatCard[] {
  const { t } = useTranslation();
  const sample = (count: number) => t('partyAnalysis.sample', { count, n: formatCount(count) });
  const quartiles = (q1: number | null, q3: number | null, format: (v: number | null) => string) => {
    const range = quartileRange(q1, q3, format);
    return range ? [t('partyAnalysis.quartiles', { range })] : [];
  };
  const excluded = stats.discount_excluded;
  return [
    {
      key: 'discount',
      label: t('partyAnalysis.discount'),
      value: formatShare(stats.discount_median),
      details: [
        ...quartiles(stats.discount_q1, stats.discount_q3, formatShare),
        sample(stats.discount_sample_size),
        ...(excluded > 0 ? [t('partyAnalysis.leftOut', { count: excluded, n: formatCount(excluded) })] : []),
      ],
    },
    {
      key: 'offers',
      label: t('partyAnalysis.offers'),
      value: formatOffers(stats.offers_median),
      details: [
        ...quartiles(stats.offers_q1, stats.offers_q3, formatOffers),
        sample(stats.offers_sample_size),
      ],
    },
    {
      key: 'single-offer',
      label: t('partyAnalysis.singleOffer'),
      value: formatShare(stats.single_offer_share),
      details: [sample(stats.offers_sample_size)],
    },
  ];
}
