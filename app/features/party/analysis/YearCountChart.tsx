import { BarChart } from '@mantine/charts';
import { Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { formatCount } from '../../../../common/format';
import { yearBars } from '../chart-scale';

interface Props {
  /** Year → how many (awards won, tenders published). */
  counts: Record<string, number>;
  caption: string;
  /** The series' name in the tooltip. */
  label: string;
  selected: readonly number[];
}

/** How many per year, beside the amount chart: the same years, the chosen ones darker. */
export function YearCountChart({ counts, caption, label, selected }: Props) {
  const captionId = useId();
  const bars = yearBars(Object.fromEntries(Object.entries(counts).map(([year, n]) => [year, String(n)])));
  if (bars.length === 0) return null;
  const data = bars.map((bar) => ({
    year: String(bar.year),
    count: bar.amount,
    color: selected.includes(bar.year) ? 'teal.7' : 'teal.4',
  }));
  return (
    <Stack gap={6} data-testid="count-chart">
      <Text size="sm" c="dimmed" id={captionId}>
        {caption}
      </Text>
      <BarChart
        h={160}
        aria-labelledby={captionId}
        data={data}
        dataKey="year"
        series={[{ name: 'count', color: 'teal.4', label }]}
        valueFormatter={formatCount}
        yAxisProps={{ width: 40, allowDecimals: false }}
        withBarValueLabel
        valueLabelProps={{
          formatter: (v: unknown) => (Number(v) > 0 ? formatCount(Number(v)) : ''),
          fontSize: 11,
        }}
        minBarSize={2}
        maxBarWidth={48}
        xAxisProps={{ interval: 0 }}
      />
    </Stack>
  );
}
