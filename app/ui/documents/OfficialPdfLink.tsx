import { Anchor, Group } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** The bulletin's own PDF, in a new tab: the official version of a stored document. */
export function OfficialPdfLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" size="sm">
      <Group gap={4} component="span">
        <IconFileTypePdf size={16} />
        {children}
      </Group>
    </Anchor>
  );
}
