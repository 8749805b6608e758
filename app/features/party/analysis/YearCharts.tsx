import { SimpleGrid } from '@mantine/core';
import type { AmountBasisLabel } from '../../../../common/amount-basis';
import { YearChart } from '../YearChart';
import { YearCountChart } from './YearCountChart';

interface Props<Year extends { year: number; amount: string }> {
  byYear: readonly Year[];
  /** Which amount the first chart sums. */
  basis: AmountBasisLabel;
  /** What the second chart counts in a year (tenders published, awards won). */
  countOf(year: Year): number;
  caption: string;
  label: string;
  selected: readonly number[];
  onToggle(year: number): void;
}

/** The amount per year (a click toggles the year as filter) beside how many per year. */
export function YearCharts<Year extends { year: number; amount: string }>({
  byYear,
  basis,
  countOf,
  caption,
  label,
  selected,
  onToggle,
}: Props<Year>) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <YearChart
        basis={basis}
        amounts={Object.fromEntries(byYear.map((y) => [y.year, y.amount]))}
        selected={selected}
        onToggle={onToggle}
      />
      <YearCountChart
        counts={Object.fromEntries(byYear.map((y) => [y.year, countOf(y)]))}
        caption={caption}
        label={label}
        selected={selected}
      />
    </SimpleGrid>
  );
}
