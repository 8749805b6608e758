import { BarChart } from '@mantine/charts';
import { Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { XAxisTickContentProps } from 'recharts';
import { type AmountBasisLabel, amountBasisKey } from '../../../common/amount-basis';
import { formatEuros } from '../../../common/format';
import { chartUnit, scaledAmount, yearBars } from './chart-scale';
import { YearTick } from './YearTick';

interface Props {
  /** Which amount the bars sum (named in the caption). */
  basis: AmountBasisLabel;
  /** Year → amount in euros (exact decimal strings), as GET /v1/procurement_party/{id} gives them. */
  amounts: Record<string, string>;
  /** The years chosen as filter: their bars and years show pressed. */
  selected: readonly number[];
  onToggle(year: number): void;
  /** A line under the chart on how its years were dated. */
  note?: string;
}

/**
 * The yearly bar chart of a company page view. A click in a year's column, or on the year below
 * it (a button, for the keyboard), toggles that year as a filter. Axis and bar figures are in
 * thousands of euros, or millions above 1,000,000; the tooltip gives the exact amount.
 */
export function YearChart({ basis, amounts, selected, onToggle, note }: Props) {
  const { t } = useTranslation();
  const basisLabel = t(amountBasisKey(basis));
  const captionId = useId();
  const bars = yearBars(amounts);
  if (bars.length === 0) return null;
  const unit = chartUnit(bars);
  const scaled = (value: unknown) => scaledAmount(Number(value), unit);
  const data = bars.map((bar) => ({
    year: String(bar.year),
    amount: bar.amount,
    color: selected.includes(bar.year) ? 'brand.7' : 'brand.3',
  }));
  const amountOf = new Map(bars.map((bar) => [bar.year, bar.amount]));

  return (
    <Stack gap={6} data-testid="year-chart">
      <Text size="sm" c="dimmed" id={captionId}>
        {t(`party.chart.caption.${unit}`, { basis: basisLabel })}
      </Text>
      <BarChart
        h={180}
        aria-labelledby={captionId}
        data={data}
        dataKey="year"
        series={[{ name: 'amount', color: 'brand.3', label: basisLabel }]}
        valueFormatter={formatEuros}
        yAxisProps={{ tickFormatter: scaled, width: 56 }}
        withBarValueLabel
        // An empty year keeps its place on the axis without a '0' over it.
        valueLabelProps={{
          formatter: (value: unknown) => (Number(value) > 0 ? scaled(value) : ''),
          fontSize: 11,
        }}
        minBarSize={2}
        maxBarWidth={48}
        barChartProps={{
          // Anywhere in a year's column, so that a low bar is as easy to hit as a high one.
          onClick: ({ activeTooltipIndex }) => {
            // recharts gives the column's index as a number or a numeric string.
            const bar = activeTooltipIndex == null ? undefined : bars[Number(activeTooltipIndex)];
            if (bar) onToggle(bar.year);
          },
          style: { cursor: 'pointer' },
          // The click reads its column from the last mouse move: take moves at once, not on the
          // next frame, so that a quick move-and-click still hits the column under the pointer.
          throttledEvents: ['scroll', 'wheel'],
        }}
        xAxisProps={{
          interval: 0,
          tick: ({ x, y, payload }: XAxisTickContentProps) => {
            const year = Number(payload.value);
            return (
              <YearTick
                x={Number(x)}
                y={Number(y)}
                year={year}
                label={t('party.chart.bar', { year, amount: formatEuros(amountOf.get(year) ?? 0) })}
                pressed={selected.includes(year)}
                onToggle={onToggle}
              />
            );
          },
        }}
      />
      {note && (
        <Text size="xs" c="dimmed" data-testid="year-chart-note">
          {note}
        </Text>
      )}
    </Stack>
  );
}
