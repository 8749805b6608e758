import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MarketAnalysis } from '../../../common/api/market';
import { formatCount } from '../../../common/format';
import { marketFigures } from './market-figures';

/** The headline figures as cards, each saying the sample it comes from. */
export function MarketFigures({ market }: { market: MarketAnalysis }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 5 }} spacing="sm" data-testid="market-figures">
      {marketFigures(market, t).map((figure) => (
        <Paper key={figure.key} withBorder p="sm" data-figure={figure.key}>
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              {figure.label}
            </Text>
            <Text fw={700} size="xl">
              {figure.value}
            </Text>
            {figure.sample !== null && figure.key !== 'awardedAmount' && (
              <Text size="xs" c="dimmed">
                {t('market.figures.sample', { count: figure.sample, n: formatCount(figure.sample) })}
              </Text>
            )}
            {figure.details.map((detail) => (
              <Text key={detail} size="xs" c="dimmed">
                {detail}
              </Text>
            ))}
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
