import { Paper, Stack, Text } from '@mantine/core';
import type { CurrentUser } from '../../../common/api/user';
import { UserAvatar } from '../../ui/UserAvatar';

/** The left column of the account page: initials, name and e-mail. */
export function UserCard({ user }: { user: Pick<CurrentUser, 'name' | 'email'> }) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack align="center" gap={6} ta="center">
        <UserAvatar name={user.name} email={user.email} size={96} mb="xs" />
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
