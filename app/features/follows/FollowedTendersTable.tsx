import { Anchor, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProjectSubscription } from '../../../common/api/follows';
import { formatAmount, formatDate, formatDateTime } from '../../../common/format';
import { partyPath, tenderPath } from '../../ui/links';
import { statusLabel } from '../../ui/tender-labels';
import { FrequencySelect } from './FrequencySelect';
import { TenderFollowBell } from './TenderFollowBell';

const HERE = '/licitaciones/mis_licitaciones';

/** 'Licitaciones favoritas': each followed tender with its e-mail frequency, notifications and bell. */
export function FollowedTendersTable({ rows }: { rows: ProjectSubscription[] }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={1000}>
      <Table striped verticalSpacing="sm" aria-label={t('follows.projects.table')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('follows.columns.title')}</Table.Th>
            <Table.Th>{t('follows.columns.body')}</Table.Th>
            <Table.Th>{t('follows.columns.status')}</Table.Th>
            <Table.Th ta="right">{t('follows.columns.amount')}</Table.Th>
            <Table.Th>{t('follows.columns.deadline')}</Table.Th>
            <Table.Th>{t('follows.columns.frequency')}</Table.Th>
            <Table.Th ta="right">{t('follows.columns.notifications')}</Table.Th>
            <Table.Th>{t('follows.columns.lastNotification')}</Table.Th>
            <Table.Th>{t('follows.bell.following')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(({ id, project, mailing_frequency, total_notifications, last_notification_date }) => (
            <Table.Tr key={id}>
              <Table.Td maw={380}>
                <Anchor component={Link} to={tenderPath(project.id, HERE)} fw={500} size="sm">
                  {project.title}
                </Anchor>
                {project.contract_folder_id && (
                  <Text size="xs" c="dimmed">
                    {t('search.folder', { id: project.contract_folder_id })}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                {project.contracting_party && (
                  <Anchor component={Link} to={partyPath(project.contracting_party.id)} size="sm">
                    {project.contracting_party.name}
                  </Anchor>
                )}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Text size="sm">{statusLabel(project.status)}</Text>
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                <Text size="sm">
                  {formatAmount(project.estimated_overall_contract_amount ?? project.total_amount)}
                </Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Text size="sm">{formatDateTime(project.submission_deadline)}</Text>
              </Table.Td>
              <Table.Td miw={120}>
                <FrequencySelect
                  kind="project"
                  targetId={project.id}
                  value={mailing_frequency}
                  label={t('follows.projects.frequencyOf', { title: project.title })}
                />
              </Table.Td>
              <Table.Td ta="right">
                <Text size="sm">{total_notifications}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatDate(last_notification_date)}</Text>
              </Table.Td>
              <Table.Td>
                <TenderFollowBell project={project} followed />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
