import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../api/current-user';
import { useRecommended } from '../../api/notifications/use-notifications';
import { NotificationList } from '../../ui/notifications/NotificationList';
import type { NotificationTarget } from '../../ui/notifications/notification-target';

/**
 * 'Recomendadas para ti' above the inbox's list: open tenders no alert found that the user's
 * score rates high (switched on in the account page; nothing shows while there are none).
 */
export function RecommendedSection({ onOpen }: { onOpen(target: NotificationTarget): void }) {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const recommended = useRecommended(user?.recommendations ?? false);
  const notifications = recommended.data?.notifications ?? [];
  if (!user?.recommendations || notifications.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        {t('notifications.recommended.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('notifications.recommended.hint')}
      </Text>
      <NotificationList
        notifications={notifications}
        onOpen={onOpen}
        label={t('notifications.recommended.title')}
      />
    </Stack>
  );
}
