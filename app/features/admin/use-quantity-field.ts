import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The licence count of a manual licence: a whole number from 1. A cleared or zero field asks the
 * admin for one instead of sending a request the server would refuse.
 */
export function useQuantityField(initial: number) {
  const { t } = useTranslation();
  const [value, setValue] = useState<number | string>(initial);
  const [error, setError] = useState<string>();
  return {
    fieldProps: {
      label: t('admin.subscription.quantity'),
      value,
      error,
      min: 1,
      allowDecimal: false,
      onChange: (next: number | string) => {
        setValue(next);
        setError(undefined);
      },
    },
    /** The count, or undefined after asking the admin for one. */
    read(): number | undefined {
      const count = typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : undefined;
      if (count === undefined) setError(t('admin.subscription.quantityInvalid'));
      return count;
    },
  };
}
