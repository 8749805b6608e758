import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A labelled value of an award: a small dimmed label above it. */
export function AwardField({
  label,
  testId,
  children,
}: {
  label: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div data-testid={testId}>
      <Text size="xs" c="dimmed" fw={500}>
        {label}
      </Text>
      {typeof children === 'string' ? <Text size="sm">{children}</Text> : children}
    </div>
  );
}
