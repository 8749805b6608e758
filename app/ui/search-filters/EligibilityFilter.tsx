import { Anchor, Input, SegmentedControl, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ELIGIBILITY_LEVELS, type EligibilityLevel } from '../../../common/api/procurement-search';
import { COMPANY_PROFILE_PATH } from '../../api/company-profile';
import type { FilterSectionProps } from './filter-section';

const ALL = 'all';

/**
 * 'Solo las que cumplo': Todas, Sí, or Sí y Revisar, judged on the user's company profile by the
 * server. While the profile holds nothing to compare, it says so and leads to the profile.
 */
export function EligibilityFilter({
  filters,
  set,
  disabled,
  profileEmpty,
}: Omit<FilterSectionProps, 'offers'> & { profileEmpty: boolean }) {
  const { t } = useTranslation();
  const options = [ALL, ...ELIGIBILITY_LEVELS].map((value) => ({
    value,
    label: t(`eligibilityFilter.${value}`),
  }));
  return (
    <Stack gap={4} data-testid="eligibility-filter">
      <Input.Label id="eligibility-filter-label">{t('eligibilityFilter.label')}</Input.Label>
      <SegmentedControl
        aria-labelledby="eligibility-filter-label"
        data={options}
        value={filters.eligibility ?? ALL}
        onChange={(value) => set({ eligibility: value === ALL ? undefined : (value as EligibilityLevel) })}
        disabled={disabled}
        style={{ alignSelf: 'flex-start' }}
      />
      {profileEmpty ? (
        <Text size="xs" c="orange.9" data-testid="eligibility-empty-profile">
          {t('eligibilityFilter.emptyProfile')}{' '}
          <Anchor component={Link} to={COMPANY_PROFILE_PATH} size="xs">
            {t('eligibilityFilter.profileLink')}
          </Anchor>
        </Text>
      ) : (
        <Text size="xs" c="dimmed">
          {t('eligibilityFilter.help')}
        </Text>
      )}
    </Stack>
  );
}
