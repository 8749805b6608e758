import { Avatar, type AvatarProps } from '@mantine/core';
import { initialsOf } from './initials';

/**
 * A user's initials in a circle, drawn here: no picture is fetched from a third party (Gravatar
 * would learn who our users are, and fails offline).
 */
export function UserAvatar({ name, email, ...props }: { name: string; email: string } & AvatarProps) {
  return (
    <Avatar radius="xl" color="brand" alt="" {...props}>
      {initialsOf(name, email)}
    </Avatar>
  );
}
