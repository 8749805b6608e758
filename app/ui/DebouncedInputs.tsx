import { NumberInput, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useState } from 'react';

/** Filter text inputs are debounced 500 ms. */
export const FILTER_DEBOUNCE_MS = 500;

interface NumberProps {
  label: string;
  value: number | null | undefined;
  disabled?: boolean;
  onChange(value: number | null): void;
}

/**
 * A number read in the Spanish way ("1.234,5"), sent 500 ms after the last keystroke; empty stays
 * empty (null), never 0. `decimals` 0 takes whole numbers only.
 */
export function DebouncedNumber({
  label,
  value,
  disabled,
  onChange,
  decimals,
  max,
  unit,
}: NumberProps & { decimals: number; max?: number; unit?: string }) {
  const [local, setLocal] = useState<string | number>(value ?? '');
  useEffect(() => setLocal(value ?? ''), [value]);
  const commit = useDebouncedCallback((next: string | number) => {
    const number = next === '' ? null : Number(next);
    onChange(number === null || Number.isFinite(number) ? number : null);
  }, FILTER_DEBOUNCE_MS);
  return (
    <NumberInput
      label={label}
      value={local}
      onChange={(next) => {
        setLocal(next);
        commit(next);
      }}
      decimalSeparator=","
      thousandSeparator="."
      decimalScale={decimals}
      allowDecimal={decimals > 0}
      allowNegative={false}
      max={max}
      clampBehavior="strict"
      hideControls
      rightSection={unit}
      disabled={disabled}
    />
  );
}

/** A euro amount with cents. */
export const DebouncedAmount = (props: NumberProps) => <DebouncedNumber {...props} decimals={2} unit="€" />;

interface TextProps {
  label: string;
  value: string | undefined;
  disabled?: boolean;
  onChange(value: string): void;
}

/** A free-text filter, sent 500 ms after the last keystroke or at once on Enter. */
export function DebouncedText({ label, value, disabled, onChange }: TextProps) {
  const [local, setLocal] = useState(value ?? '');
  useEffect(() => setLocal(value ?? ''), [value]);
  const commit = useDebouncedCallback((next: string) => onChange(next.trim()), FILTER_DEBOUNCE_MS);
  return (
    <TextInput
      label={label}
      value={local}
      onChange={(event) => {
        setLocal(event.currentTarget.value);
        commit(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          commit.cancel();
          onChange(local.trim());
        }
      }}
      disabled={disabled}
    />
  );
}
