import { Avatar, Paper, Stack, Text } from '@mantine/core';
import type { CurrentUser } from '../../../common/api/user';
import { initialsOf } from './initials';

/** The left column of the account page: picture (Gravatar, or initials without one), name and e-mail. */
export function UserCard({ user }: { user: Pick<CurrentUser, 'name' | 'email' | 'gravatar_url'> }) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack align="center" gap={6} ta="center">
        {/* Mantine shows the initials when the picture cannot load (no Gravatar access, offline). */}
        <Avatar src={user.gravatar_url} alt="" size={96} radius={96} color="brand" mb="xs">
          {initialsOf(user.name, user.email)}
        </Avatar>
        <Text fw={700} size="lg" style={{ overflowWrap: 'anywhere' }}>
          {user.name}
        </Text>
        <Text c="dimmed" size="sm" style={{ overflowWrap: 'anywhere' }}>
          {user.email}
        </Text>
      </Stack>
    </Paper>
  );
}
