import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The narrow centred card every sign-in, sign-up and password page sits in. */
export function AuthCard({
  title,
  intro,
  banner,
  children,
  footer,
}: {
  title: string;
  intro?: string;
  /** Shown above the card, e.g. the free-trial banner of the sign-up page. */
  banner?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Stack maw={460} mx="auto" my={{ base: 'md', sm: 'xl' }} gap="md">
      {banner}
      <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }} shadow="xs">
        <Stack gap="md">
          <Title order={1} size="h2">
            {title}
          </Title>
          {intro && <Text c="dimmed">{intro}</Text>}
          {children}
        </Stack>
      </Paper>
      {footer && (
        <Stack gap={4} align="center" ta="center">
          {footer}
        </Stack>
      )}
    </Stack>
  );
}
