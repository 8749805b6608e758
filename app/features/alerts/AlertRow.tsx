import { ActionIcon, Group, Table, Text } from '@mantine/core';
import { IconAlertTriangle, IconPencil, IconPlayerPlay, IconRss, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Alert } from '../../../common/api/alerts';
import { alertRunPath, renewalRunPath } from '../../ui/alerts/alert-search';
import { FiltersSummary } from '../../ui/alerts/FiltersSummary';
import { NotificationCells } from './NotificationCells';
import { StarToggle } from './StarToggle';

interface Props {
  alert: Alert;
  busy: boolean;
  onEdit(): void;
  onDelete(): void;
  onToggleStar(): void;
}

/** An alert in list mode: what it looks for, how often it writes, and its actions. */
export function AlertRow({ alert, busy, onEdit, onDelete, onToggleStar }: Props) {
  const { t } = useTranslation();
  return (
    <Table.Tr data-alert-id={alert.id}>
      <Table.Td>
        <Text fw={600} size="sm">
          {alert.name}
        </Text>
        {alert.months_ahead !== null && (
          <Text size="xs" c="dimmed">
            {t('alerts.table.monthsAhead', { count: alert.months_ahead })}
          </Text>
        )}
        {alert.check_failed_at && (
          // The monitoring engine skipped this alert: its owner must know it hears of nothing.
          <Group gap={4} wrap="nowrap" mt={4} align="flex-start" data-testid="alert-check-failed">
            <IconAlertTriangle
              size={16}
              color="var(--mantine-color-red-7)"
              aria-hidden
              style={{ flexShrink: 0 }}
            />
            <Text size="xs" c="red.7">
              {t('alerts.table.checkFailed')}
            </Text>
          </Group>
        )}
      </Table.Td>
      <Table.Td>{alert.searchTerms}</Table.Td>
      <Table.Td>
        <FiltersSummary filters={alert.filters} />
      </Table.Td>
      <Table.Td>{t(`alerts.frequencies.${alert.mailing_frequency}`)}</Table.Td>
      <NotificationCells alert={alert} />
      <Table.Td>
        <StarToggle alert={alert} onToggle={onToggleStar} disabled={busy} />
      </Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            aria-label={t('alerts.actions.edit', { name: alert.name })}
            onClick={onEdit}
          >
            <IconPencil size={18} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="green"
            component={Link}
            to={alert.alert_type === 'renewal' ? renewalRunPath(alert) : alertRunPath(alert.id)}
            aria-label={t('alerts.actions.run', { name: alert.name })}
          >
            <IconPlayerPlay size={18} />
          </ActionIcon>
          {alert.feed_url && (
            // The private feed's address (its token is the credential): for a feed reader.
            <ActionIcon
              variant="subtle"
              color="orange"
              component="a"
              href={alert.feed_url}
              target="_blank"
              rel="noreferrer"
              aria-label={t('feeds.linkLabel', { name: alert.name })}
              title={t('feeds.linkTitle')}
            >
              <IconRss size={18} />
            </ActionIcon>
          )}
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('alerts.actions.delete', { name: alert.name })}
            onClick={onDelete}
            disabled={busy}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
