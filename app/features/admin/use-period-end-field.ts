import { type ChangeEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseDisplayedDate } from '../../../common/calendar';
import { formatDate } from '../../../common/format';

/**
 * The 'Válida hasta' field of a manual subscription: shown and typed as DD/MM/YYYY whatever the
 * browser's locale (a native date input follows it), sent as YYYY-MM-DD. `initial` is a
 * calendar date or the API's instant.
 */
export function usePeriodEndField(initial: string | null) {
  const { t } = useTranslation();
  const [text, setText] = useState(formatDate(initial));
  const [error, setError] = useState<string>();
  return {
    inputProps: {
      label: t('manualPeriod.validUntil'),
      placeholder: t('manualPeriod.placeholder'),
      value: text,
      error,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        setText(event.currentTarget.value);
        setError(undefined);
      },
    },
    changed: text !== formatDate(initial),
    /** Shows another day (e.g. the default of another billing frequency). */
    show(day: string) {
      setText(formatDate(day));
      setError(undefined);
    },
    /** The day typed as YYYY-MM-DD, or undefined after telling the admin how to write it. */
    read(): string | undefined {
      const day = parseDisplayedDate(text);
      if (!day) setError(t('manualPeriod.invalid'));
      return day;
    },
  };
}
