import { ActionIcon, Group, Tooltip } from '@mantine/core';
import {
  IconStar,
  IconStarFilled,
  IconThumbDown,
  IconThumbDownFilled,
  IconThumbUp,
  IconThumbUpFilled,
  IconX,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Notification } from '../../../common/api/notifications';
import { asksFeedback } from '../../../common/notifications/notification-types';
import { useNotificationFeedback, useUpdateNotification } from '../../api/notifications/use-notifications';
import { useBoardPlaces } from '../../api/pipeline/use-board-places';
import { PipelineIcon } from '../pipeline/PipelineIcon';

/**
 * The tender's board control, 'Me interesa' / 'No me interesa' (a new tender's; pressing the
 * pressed one takes it back), star (toggle) and discard (processed: it leaves the inbox) of one
 * notification.
 */
export function NotificationActions({ notification, title }: { notification: Notification; title: string }) {
  const { t } = useTranslation();
  const update = useUpdateNotification();
  const placeOf = useBoardPlaces();
  // Failures are only logged by the mutation cache; the card stays as it was.
  const change = (changes: { starred?: boolean; processed?: boolean }) =>
    update.mutate({ id: notification.id, changes });
  const starLabel = t(notification.starred ? 'notifications.actions.unstar' : 'notifications.actions.star', {
    title,
  });
  const discardLabel = t('notifications.actions.discard', { title });
  const tender = notification.project;
  const feedback = useNotificationFeedback();
  const verdict = (value: 'up' | 'down', Icon: typeof IconThumbUp, Pressed: typeof IconThumbUp) => {
    const label = t(`notifications.actions.${value}`, { title });
    const pressed = notification.feedback === value;
    return (
      <Tooltip label={label} openDelay={400}>
        <ActionIcon
          variant="subtle"
          color={value === 'up' ? 'teal' : 'red'}
          aria-pressed={pressed}
          aria-label={label}
          disabled={feedback.isPending}
          onClick={() => feedback.mutate({ id: notification.id, value: pressed ? null : value })}
        >
          {pressed ? <Pressed size={18} /> : <Icon size={18} />}
        </ActionIcon>
      </Tooltip>
    );
  };
  return (
    <Group gap={4} wrap="nowrap">
      {tender && <PipelineIcon tenderId={tender.id} card={placeOf(tender.id)} />}
      {asksFeedback(notification) && (
        <>
          {verdict('up', IconThumbUp, IconThumbUpFilled)}
          {verdict('down', IconThumbDown, IconThumbDownFilled)}
        </>
      )}
      <Tooltip label={starLabel} openDelay={400}>
        <ActionIcon
          variant="subtle"
          color="yellow"
          aria-pressed={notification.starred}
          aria-label={starLabel}
          disabled={update.isPending}
          onClick={() => change({ starred: !notification.starred })}
        >
          {notification.starred ? <IconStarFilled size={18} /> : <IconStar size={18} />}
        </ActionIcon>
      </Tooltip>
      {/* An alert's list also shows processed notifications: nothing left to discard there. */}
      {!notification.processed && (
        <Tooltip label={discardLabel} openDelay={400}>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={discardLabel}
            disabled={update.isPending}
            onClick={() => change({ processed: true })}
          >
            <IconX size={18} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
