import { ActionIcon } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Alert } from '../../../common/api/alerts';

/** The star of an alert: starred alerts are listed first. */
export function StarToggle({
  alert,
  onToggle,
  disabled,
}: {
  alert: Alert;
  onToggle(): void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <ActionIcon
      variant="subtle"
      color="yellow"
      aria-pressed={alert.starred}
      aria-label={t(alert.starred ? 'alerts.actions.unstar' : 'alerts.actions.star', { name: alert.name })}
      onClick={onToggle}
      disabled={disabled}
    >
      {alert.starred ? <IconStarFilled size={18} /> : <IconStar size={18} />}
    </ActionIcon>
  );
}
