import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { AmountBasisLabel } from '../../../common/amount-basis';

/** A labelled value of an award: a small dimmed label above it. */
export function AwardField({
  label,
  testId,
  basis,
  children,
}: {
  label: string;
  testId?: string;
  /** For an amount: which one it is (amounts.json), so tests and styles can tell them apart. */
  basis?: AmountBasisLabel;
  children: ReactNode;
}) {
  return (
    <div data-testid={testId} data-amount-basis={basis}>
      <Text size="xs" c="dimmed" fw={500}>
        {label}
      </Text>
      {typeof children === 'string' ? <Text size="sm">{children}</Text> : children}
    </div>
  );
}
