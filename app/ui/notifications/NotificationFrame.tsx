import { Anchor, Badge, Group, Highlight, Paper, Stack, Text } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Notification } from '../../../common/api/notifications';
import { formatDate } from '../../../common/format';
import { NotificationActions } from './NotificationActions';

/** A badge of why the user is told, as every card shows them. */
export function ReasonBadge({ color, children }: { color: string; children: ReactNode }) {
  return (
    <Badge variant="light" color={color}>
      {children}
    </Badge>
  );
}

/**
 * The frame every notification card shares: its reasons, 'Descartada' when processed, the date,
 * the star and discard buttons, the title (a button when it opens something) and the card's
 * own content; starred cards are tinted.
 */
export function NotificationFrame({
  notification,
  badges,
  title,
  highlight = [],
  onOpen,
  readOnly = false,
  children,
}: {
  notification: Notification;
  badges: ReactNode;
  title: string;
  /** Words to mark in the title (those its alerts found). */
  highlight?: string[];
  onOpen?: () => void;
  /** Without the star and discard buttons (an admin looking at a user's notifications). */
  readOnly?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const marked = (
    <Highlight component="span" inherit highlight={highlight} color="yellow.2">
      {title}
    </Highlight>
  );
  return (
    <Paper
      component="article"
      withBorder
      radius="md"
      p="md"
      aria-labelledby={titleId}
      data-notification-id={notification.id}
      bg={notification.starred ? 'var(--mantine-color-yellow-light)' : undefined}
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Group gap="xs">
            {badges}
            {/* Only an alert's list shows these: the inbox holds the unprocessed ones. */}
            {notification.processed && (
              <Badge variant="outline" color="gray">
                {t('notifications.processed')}
              </Badge>
            )}
            <Text size="xs" c="dimmed">
              {formatDate(notification.date)}
            </Text>
          </Group>
          {!readOnly && <NotificationActions notification={notification} title={title} />}
        </Group>
        {onOpen ? (
          <Anchor component="button" id={titleId} fw={600} ta="left" onClick={onOpen}>
            {marked}
          </Anchor>
        ) : (
          <Text id={titleId} fw={600}>
            {marked}
          </Text>
        )}
        {children}
      </Stack>
    </Paper>
  );
}
