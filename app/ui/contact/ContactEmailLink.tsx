import { Anchor, type AnchorProps } from '@mantine/core';
import { useContactEmail } from '../../api/public-config';

/** The contact address as a mailto link; nothing until it has loaded. */
export function ContactEmailLink(props: AnchorProps) {
  const email = useContactEmail();
  if (!email) return null;
  return (
    <Anchor href={`mailto:${email}`} {...props}>
      {email}
    </Anchor>
  );
}
