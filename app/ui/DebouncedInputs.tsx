import { NumberInput, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useState } from 'react';

/** Filter text inputs are debounced 500 ms. */
export const FILTER_DEBOUNCE_MS = 500;

interface AmountProps {
  label: string;
  value: number | null | undefined;
  disabled?: boolean;
  onChange(value: number | null): void;
}

/** A euro amount read as a decimal ("1.234,5"); empty stays empty (null), never 0. */
export function DebouncedAmount({ label, value, disabled, onChange }: AmountProps) {
  const [local, setLocal] = useState<string | number>(value ?? '');
  useEffect(() => setLocal(value ?? ''), [value]);
  const commit = useDebouncedCallback((next: string | number) => {
    const amount = next === '' ? null : Number(next);
    onChange(amount === null || Number.isFinite(amount) ? amount : null);
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
      decimalScale={2}
      allowNegative={false}
      hideControls
      rightSection="€"
      disabled={disabled}
    />
  );
}

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
