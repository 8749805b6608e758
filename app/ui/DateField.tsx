import { DateInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DATE_INPUT_MAX, DATE_INPUT_MIN } from '../../common/api/fields';
import { parseDisplayedDate } from '../../common/calendar';

interface Props {
  label: string;
  /** A calendar day, YYYY-MM-DD (what the API takes); empty when absent. */
  value: string | undefined;
  /** Earliest and latest day that can be chosen, YYYY-MM-DD (default: the years dates are searched in). */
  min?: string;
  max?: string;
  disabled?: boolean;
  /** Shown under the field (e.g. a day the form cannot take). */
  error?: string;
  /** False inside a popover: a calendar rendered elsewhere would count as a click outside it. */
  withinPortal?: boolean;
  w?: number;
  onChange(value: string | undefined): void;
}

/**
 * A day typed as DD/MM/YYYY or picked in a Spanish calendar starting on Monday, whatever the
 * browser's language (the app's DatesProvider sets both). The value stays YYYY-MM-DD.
 */
export function DateField({ label, value, min, max, disabled, error, withinPortal, w, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <DateInput
      label={label}
      placeholder={t('dates.placeholder')}
      valueFormat="DD/MM/YYYY"
      // Half-typed text is no day yet: the value changes once the text is a whole, real day.
      dateParser={(text) => parseDisplayedDate(text) ?? null}
      value={value || null}
      onChange={(next) => onChange(next ?? undefined)}
      minDate={min || DATE_INPUT_MIN}
      maxDate={max || DATE_INPUT_MAX}
      clearable
      clearButtonProps={{ 'aria-label': t('dates.clear') }}
      leftSection={<IconCalendar size={16} />}
      // A field at the window's bottom edge (the long search panel puts the deadline there) still
      // shows its calendar: Mantine would hide it as detached from the field.
      popoverProps={{ hideDetached: false, withinPortal }}
      ariaLabels={{
        previousMonth: t('dates.previousMonth'),
        nextMonth: t('dates.nextMonth'),
        previousYear: t('dates.previousYear'),
        nextYear: t('dates.nextYear'),
        previousDecade: t('dates.previousDecade'),
        nextDecade: t('dates.nextDecade'),
        monthLevelControl: t('dates.monthLevel'),
        yearLevelControl: t('dates.yearLevel'),
      }}
      disabled={disabled}
      error={error}
      w={w}
    />
  );
}
