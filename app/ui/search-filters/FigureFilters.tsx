import { useTranslation } from 'react-i18next';
import { DebouncedAmount, DebouncedNumber } from '../DebouncedInputs';
import type { FilterSectionProps } from './filter-section';

/** Discounts travel as fractions (0.125) and are typed as percentages (12,5). */
const toPercent = (fraction: number | null | undefined) =>
  fraction == null ? fraction : Math.round(fraction * 1000) / 10;
const toFraction = (percent: number | null) => (percent === null ? null : Math.round(percent * 10) / 1000);

/** How much: amount, number of offers, winning discount. */
export function FigureFilters({ filters, set, disabled }: FilterSectionProps) {
  const { t } = useTranslation();
  return (
    <>
      <DebouncedAmount
        label={t('search.filters.amountFrom')}
        value={filters.amount?.from}
        onChange={(from) => set({ amount: { ...filters.amount, from } })}
        disabled={disabled}
      />
      <DebouncedAmount
        label={t('search.filters.amountTo')}
        value={filters.amount?.to}
        onChange={(to) => set({ amount: { ...filters.amount, to } })}
        disabled={disabled}
      />
      <DebouncedNumber
        label={t('search.filters.offersFrom')}
        value={filters.offers?.from}
        onChange={(from) => set({ offers: { ...filters.offers, from } })}
        decimals={0}
        max={10_000}
        disabled={disabled}
      />
      <DebouncedNumber
        label={t('search.filters.offersTo')}
        value={filters.offers?.to}
        onChange={(to) => set({ offers: { ...filters.offers, to } })}
        decimals={0}
        max={10_000}
        disabled={disabled}
      />
      <DebouncedNumber
        label={t('search.filters.discountFrom')}
        value={toPercent(filters.discount?.from)}
        onChange={(from) => set({ discount: { ...filters.discount, from: toFraction(from) } })}
        decimals={1}
        max={100}
        unit="%"
        disabled={disabled}
      />
      <DebouncedNumber
        label={t('search.filters.discountTo')}
        value={toPercent(filters.discount?.to)}
        onChange={(to) => set({ discount: { ...filters.discount, to: toFraction(to) } })}
        decimals={1}
        max={100}
        unit="%"
        disabled={disabled}
      />
    </>
  );
}
