import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One titled block of the account page's tabs. */
export function AccountSection({
  title,
  intro,
  danger = false,
  children,
}: {
  title: string;
  intro?: ReactNode;
  /** Red border for what cannot be undone. */
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      style={danger ? { borderColor: 'var(--mantine-color-red-4)' } : undefined}
    >
      <Stack gap="sm">
        <Title order={2} size="h4" c={danger ? 'red.8' : undefined}>
          {title}
        </Title>
        {intro && (
          <Text c="dimmed" size="sm">
            {intro}
          </Text>
        )}
        {children}
      </Stack>
    </Paper>
  );
}
