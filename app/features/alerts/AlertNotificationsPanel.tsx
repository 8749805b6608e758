import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pathOf } from '../../../common/api/contract';
import { ALERT_ROUTES } from '../../../common/api/routes/alerts';
import { notificationsKey } from '../../api/notifications/use-notifications';
import { targetPath } from '../../ui/notifications/notification-target';
import { PagedNotificationsPanel } from '../../ui/notifications/PagedNotificationsPanel';

const ALERTS_PATH = '/licitaciones/alertas';

/**
 * Every notification one alert produced (processed or not, newest first) in the side panel; a
 * tender opens on its own page, whose back link returns to the alerts; a publication on its
 * document's page. Under the notifications
 * key, so a star or discard refreshes it.
 */
export function AlertNotificationsPanel({
  alert,
  opened,
  onClose,
}: {
  alert: { id: number; name: string };
  opened: boolean;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <PagedNotificationsPanel
      title={t('notifications.alertPanel.title', { name: alert.name })}
      path={pathOf(ALERT_ROUTES.notifications.path, { id: alert.id })}
      queryKey={[...notificationsKey, 'alert', alert.id]}
      opened={opened}
      onClose={onClose}
      onOpen={(target) => void navigate(targetPath(target, ALERTS_PATH))}
    />
  );
}
