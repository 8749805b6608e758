import { Group, NumberInput, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FieldErrors, TurnoverRow } from './profile-form';

interface Props {
  value: TurnoverRow[];
  errors: FieldErrors;
  disabled: boolean;
  onChange(rows: TurnoverRow[]): void;
}

/** 'Volumen anual de negocios': one amount in euros per year, the last three years offered. */
export function TurnoverRows({ value, errors, disabled, onChange }: Props) {
  const { t } = useTranslation();
  const set = (index: number, change: Partial<TurnoverRow>) =>
    onChange(value.map((row, i) => (i === index ? { ...row, ...change } : row)));
  return (
    <Stack gap="xs">
      {value.map((row, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a row's place is what the API's errors name
        <Group key={index} gap="xs" align="flex-start" data-turnover={index}>
          <NumberInput
            label={t('companyProfile.turnover.year')}
            value={row.year}
            onChange={(year) => typeof year === 'number' && set(index, { year })}
            allowDecimal={false}
            allowNegative={false}
            hideControls
            w={90}
            disabled={disabled}
            error={errors[`turnover.${index}.year`]}
          />
          <NumberInput
            label={t('companyProfile.turnover.amount')}
            value={row.amount}
            onChange={(amount) => set(index, { amount: typeof amount === 'number' ? amount : '' })}
            thousandSeparator="."
            decimalSeparator=","
            decimalScale={2}
            allowNegative={false}
            hideControls
            style={{ flex: '1 1 180px' }}
            maw={260}
            disabled={disabled}
            error={errors[`turnover.${index}.amount`]}
          />
        </Group>
      ))}
      {errors.turnover && (
        <Text role="alert" size="sm" c="red">
          {errors.turnover}
        </Text>
      )}
    </Stack>
  );
}
