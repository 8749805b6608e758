import { Anchor, type MantineSize } from '@mantine/core';
import { Link } from 'react-router';
import { partyPath } from './links';

/** A company or contracting body's name, linking to its page (plain text when it has no record). */
export function PartyLink({
  party,
  size = 'sm',
}: {
  party: { id: number; name: string } | null;
  size?: MantineSize;
}) {
  if (!party) return null;
  return (
    <Anchor component={Link} to={partyPath(party.id)} size={size}>
      {party.name}
    </Anchor>
  );
}
