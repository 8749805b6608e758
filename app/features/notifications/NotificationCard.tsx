import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Notification } from '../../../common/api/notifications';
import type { ProjectSummary } from '../../../common/api/procurement-search';
import { formatAmount, formatDate, formatDateTime } from '../../../common/format';
import { statusLabel } from '../search/project-labels';
import { ChangeList } from './ChangeList';
import { NotificationActions } from './NotificationActions';
import { executionEndOf, notificationReasons } from './notification-reasons';
import { PartySection } from './PartySection';

/** The tender's key data: body, estimated value, deadline and status (blank ones left out). */
function ProjectFacts({ project }: { project: ProjectSummary }) {
  const { t } = useTranslation();
  const facts: [string, string][] = [
    ['body', project.contracting_party?.name ?? ''],
    ['amount', formatAmount(project.estimated_overall_contract_amount ?? project.total_amount)],
    ['deadline', formatDateTime(project.submission_deadline)],
    ['status', statusLabel(project.status)],
  ];
  return (
    <Group gap="lg" wrap="wrap" style={{ rowGap: 4 }}>
      {facts
        .filter(([, value]) => value)
        .map(([key, value]) => (
          <Text size="sm" key={key}>
            <Text span c="dimmed" size="sm">
              {t(`notifications.${key}`)}:
            </Text>{' '}
            {value}
          </Text>
        ))}
    </Group>
  );
}

/**
 * One notification (spec §2 cards): why (new tender with its alerts, changes of a followed
 * tender, a followed company's news, a reminder), the tender, which opens in the side panel, and
 * the star and discard buttons — left out when `readOnly` (an admin looking at a user's notifications).
 */
export function NotificationCard({
  notification,
  onOpen,
  readOnly = false,
}: {
  notification: Notification;
  onOpen(projectId: number): void;
  readOnly?: boolean;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const { project, alerts } = notification;
  const reasons = notificationReasons(notification);
  const title = project?.title ?? notification.party?.name ?? t('notifications.untitled');
  const executionEnd = executionEndOf(notification);

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
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Group gap="xs">
            {reasons.map((reason) => (
              <Badge key={reason} variant="light" color={reason === 'alert' ? 'blue' : 'teal'}>
                {t(`notifications.kinds.${reason}`)}
              </Badge>
            ))}
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
        {project ? (
          <Anchor component="button" id={titleId} fw={600} ta="left" onClick={() => onOpen(project.id)}>
            {title}
          </Anchor>
        ) : (
          <Text id={titleId} fw={600}>
            {title}
          </Text>
        )}
        {project && <ProjectFacts project={project} />}
        {alerts.length > 0 && (
          <Text size="sm">
            <Text span c="dimmed" size="sm">
              {t('notifications.alerts')}:
            </Text>{' '}
            {alerts.map((alert) => alert.name).join(', ')}
          </Text>
        )}
        {reasons.includes('procurement_project_subscription') && <ChangeList data={notification.data} />}
        {reasons.includes('contracting_party') && (
          <PartySection notification={notification} as="contracting_party" />
        )}
        {reasons.includes('awardee') && <PartySection notification={notification} as="awardee" />}
        {executionEnd && (
          <Text size="sm">{t('notifications.reminder', { date: formatDate(executionEnd) })}</Text>
        )}
      </Stack>
    </Paper>
  );
}
