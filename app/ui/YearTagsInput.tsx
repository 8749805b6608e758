import { TagsInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const YEAR = /^\d{4}$/;
const FIRST_YEAR = 2000;
const LAST_YEAR = 2100;

/** The typed tags that are years the API accepts, once each, in order. */
export function yearsOfTags(tags: string[]): number[] {
  const years = tags
    .map((tag) => tag.trim())
    .filter((tag) => YEAR.test(tag))
    .map(Number)
    .filter((year) => year >= FIRST_YEAR && year <= LAST_YEAR);
  return [...new Set(years)].sort((a, b) => a - b);
}

interface Props {
  label: string;
  value: number[];
  disabled?: boolean;
  onChange(years: number[]): void;
}

/** Years as tags, each confirmed with Enter; anything that is not a year is dropped. */
export function YearTagsInput({ label, value, disabled, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <TagsInput
      label={label}
      placeholder={value.length ? undefined : t('search.filters.yearsPlaceholder')}
      value={value.map(String)}
      onChange={(tags) => onChange(yearsOfTags(tags))}
      acceptValueOnBlur={false}
      clearable
      disabled={disabled}
    />
  );
}
