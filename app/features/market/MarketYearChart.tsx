import { CompositeChart } from '@mantine/charts';
import { Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { amountBasisKey } from '../../../common/amount-basis';
import type { MarketAnalysis } from '../../../common/api/market';
import { formatCount } from '../../../common/format';

const compactEuros = new Intl.NumberFormat('es-ES', {
  style: 'currency',
  currency: 'EUR',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** Tenders published (line, right axis) and amount awarded (bars) per year. */
export function MarketYearChart({ years }: { years: MarketAnalysis['by_year'] }) {
  const { t } = useTranslation();
  const captionId = useId();
  if (years.length === 0) return null;
  const data = years.map((y) => ({ year: String(y.year), amount: y.awarded_amount, tenders: y.tenders }));
  return (
    <Stack gap={6} data-testid="market-year-chart">
      <Text size="sm" c="dimmed" id={captionId}>
        {t('market.chart.caption')}
      </Text>
      <CompositeChart
        h={220}
        aria-labelledby={captionId}
        data={data}
        dataKey="year"
        series={[
          { name: 'amount', label: t(amountBasisKey('awarded_tax_exclusive')), color: 'blue.4', type: 'bar' },
          {
            name: 'tenders',
            label: t('market.chart.tenders'),
            color: 'teal.7',
            type: 'line',
            yAxisId: 'right',
          },
        ]}
        withRightYAxis
        // Straight segments: a smoothed line would suggest values between the years.
        curveType="linear"
        yAxisProps={{ width: 64, tickFormatter: (v: number) => compactEuros.format(v) }}
        rightYAxisProps={{ width: 48, allowDecimals: false, tickFormatter: (v: number) => formatCount(v) }}
        // One formatter for both series: amounts read as whole euros, tenders as counts.
        valueFormatter={formatCount}
        maxBarWidth={48}
        xAxisProps={{ interval: 'preserveStartEnd' }}
        withLegend
      />
    </Stack>
  );
}
