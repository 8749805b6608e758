import type { ProcurementFilters } from '../../../common/api/procurement-search';

export type FilterKey = keyof ProcurementFilters;

/** What each part of the filter panel gets: the filters, a change, and which ones the screen offers. */
export interface FilterSectionProps {
  filters: ProcurementFilters;
  set(patch: ProcurementFilters): void;
  offers(key: FilterKey): boolean;
  disabled?: boolean;
}

/** A code list as select options. */
export const entries = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));
