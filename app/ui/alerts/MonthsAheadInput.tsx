import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MAX_MONTHS_AHEAD } from '../../../common/api/alerts';

/** How many months ahead a renewal alert looks: a whole number from 1 to MAX_MONTHS_AHEAD. */
export function MonthsAheadInput(props: NumberInputProps) {
  const { t } = useTranslation();
  return (
    <NumberInput
      label={t('alerts.save.monthsAhead')}
      min={1}
      max={MAX_MONTHS_AHEAD}
      allowDecimal={false}
      allowNegative={false}
      clampBehavior="strict"
      {...props}
    />
  );
}
