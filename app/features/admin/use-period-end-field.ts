import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseDisplayedDate } from '../../../common/calendar';
import { formatDate } from '../../../common/format';

/**
 * The 'Válida hasta' field of a manual licence: a DateField (typed DD/MM/YYYY or picked in
 * the Spanish calendar, whatever the browser's locale), sent as YYYY-MM-DD. `initial` is a
 * calendar date or the API's instant, read as its day in Madrid.
 */
export function usePeriodEndField(initial: string | null) {
  const { t } = useTranslation();
  const initialDay = parseDisplayedDate(formatDate(initial));
  const [day, setDay] = useState(initialDay);
  const [error, setError] = useState<string>();
  return {
    fieldProps: {
      label: t('manualPeriod.validUntil'),
      value: day,
      error,
      onChange: (next: string | undefined) => {
        setDay(next);
        setError(undefined);
      },
    },
    changed: day !== initialDay,
    /** Shows another day (e.g. the default of another billing frequency). */
    show(next: string) {
      setDay(next);
      setError(undefined);
    },
    /** The chosen day, or undefined after asking the admin for one (the field was cleared). */
    read(): string | undefined {
      if (!day) setError(t('manualPeriod.invalid'));
      return day;
    },
  };
}
