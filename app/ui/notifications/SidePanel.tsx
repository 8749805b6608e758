import { Drawer } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The side panel notifications open in: 50% wide, the whole width on phones. */
export function SidePanel({
  title,
  opened,
  onClose,
  children,
}: {
  title: string;
  opened: boolean;
  onClose(): void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const wide = useMediaQuery('(min-width: 62em)');
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={wide === false ? '100%' : '50%'}
      title={title}
      closeButtonProps={{ 'aria-label': t('notifications.panel.close') }}
    >
      {children}
    </Drawer>
  );
}
