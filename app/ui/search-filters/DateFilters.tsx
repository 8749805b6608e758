import { useTranslation } from 'react-i18next';
import { DateField } from '../DateField';
import { YearTagsInput } from '../YearTagsInput';
import type { FilterSectionProps } from './filter-section';

/** When: publication dates or years, submission deadline. */
export function DateFilters({ filters, set, offers, disabled }: FilterSectionProps) {
  const { t } = useTranslation();
  return (
    <>
      <DateField
        label={t('search.filters.dateFrom')}
        value={filters.date?.from}
        max={filters.date?.to}
        onChange={(from) => set({ date: { ...filters.date, from } })}
        disabled={disabled}
      />
      <DateField
        label={t('search.filters.dateTo')}
        value={filters.date?.to}
        min={filters.date?.from}
        onChange={(to) => set({ date: { ...filters.date, to } })}
        disabled={disabled}
      />
      <YearTagsInput
        label={t('search.filters.years')}
        value={filters.date?.years ?? []}
        onChange={(years) => set({ date: { ...filters.date, years } })}
        disabled={disabled}
      />
      {offers('submission_deadline') && (
        <>
          <DateField
            label={t('search.filters.deadlineFrom')}
            value={filters.submission_deadline?.from}
            max={filters.submission_deadline?.to}
            onChange={(from) => set({ submission_deadline: { ...filters.submission_deadline, from } })}
            disabled={disabled}
          />
          <DateField
            label={t('search.filters.deadlineTo')}
            value={filters.submission_deadline?.to}
            min={filters.submission_deadline?.from}
            onChange={(to) => set({ submission_deadline: { ...filters.submission_deadline, to } })}
            disabled={disabled}
          />
        </>
      )}
    </>
  );
}
