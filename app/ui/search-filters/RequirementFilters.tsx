import { Input, SimpleGrid, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DebouncedNumber } from '../DebouncedInputs';
import type { FilterSectionProps } from './filter-section';

/**
 * What bidders must meet and how the award is decided. One switch for tenders that do not
 * publish these figures: an entry either carries the requirements and criteria or predates
 * them, so the gap is the same for every filter of the group, and five switches would say it
 * five times.
 */
export function RequirementFilters({ filters, set, disabled }: FilterSectionProps) {
  const { t } = useTranslation();
  const toggle = (
    key:
      | 'no_classification'
      | 'no_value_judgement'
      | 'no_definitive_guarantee'
      | 'include_unpublished_requirements',
  ) => (
    <Switch
      label={t(`search.filters.${LABELS[key]}`)}
      description={
        key === 'include_unpublished_requirements'
          ? t('search.filters.includeUnpublishedRequirementsHint')
          : undefined
      }
      checked={filters[key] ?? false}
      onChange={(event) => set({ [key]: event.currentTarget.checked })}
      disabled={disabled}
    />
  );
  return (
    // Titled like the panel's other groups (Fuentes, Estado); a group for screen readers.
    <Input.Wrapper
      label={t('search.filters.requirements')}
      labelElement="div"
      role="group"
      aria-label={t('search.filters.requirements')}
      data-testid="requirement-filters"
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} verticalSpacing="sm" mt={6}>
        {toggle('no_classification')}
        {toggle('no_value_judgement')}
        {toggle('no_definitive_guarantee')}
        <DebouncedNumber
          label={t('search.filters.priceWeightMin')}
          value={filters.price_weight_min}
          onChange={(price_weight_min) => set({ price_weight_min })}
          decimals={0}
          max={100}
          unit="%"
          disabled={disabled}
        />
        <DebouncedNumber
          label={t('search.filters.automaticWeightMin')}
          value={filters.automatic_weight_min}
          onChange={(automatic_weight_min) => set({ automatic_weight_min })}
          decimals={0}
          max={100}
          unit="%"
          disabled={disabled}
        />
        {toggle('include_unpublished_requirements')}
      </SimpleGrid>
    </Input.Wrapper>
  );
}

const LABELS = {
  no_classification: 'noClassification',
  no_value_judgement: 'noValueJudgement',
  no_definitive_guarantee: 'noDefinitiveGuarantee',
  include_unpublished_requirements: 'includeUnpublishedRequirements',
} as const;
