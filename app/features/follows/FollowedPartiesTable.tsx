import { Anchor, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PartySubscription } from '../../../common/api/follows';
import { formatDate } from '../../../common/format';
import { partyPath } from '../../ui/links';
import { FrequencySelect } from './FrequencySelect';
import { PartyFollowBell } from './PartyFollowBell';

/** 'Mis empresas y entidades': each followed party with its e-mail frequency, notifications and bell. */
export function FollowedPartiesTable({ rows }: { rows: PartySubscription[] }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped verticalSpacing="sm" aria-label={t('follows.parties.table')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('follows.columns.name')}</Table.Th>
            <Table.Th>{t('follows.columns.taxId')}</Table.Th>
            <Table.Th>{t('follows.columns.frequency')}</Table.Th>
            <Table.Th ta="right">{t('follows.columns.notifications')}</Table.Th>
            <Table.Th>{t('follows.columns.lastNotification')}</Table.Th>
            <Table.Th>{t('follows.bell.following')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(({ id, party, mailing_frequency, total_notifications, last_notification_date }) => (
            <Table.Tr key={id}>
              <Table.Td maw={320}>
                <Anchor component={Link} to={partyPath(party.id)} fw={500} size="sm">
                  {party.name}
                </Anchor>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Text size="sm">{party.party_id ?? ''}</Text>
              </Table.Td>
              <Table.Td miw={120}>
                <FrequencySelect
                  kind="party"
                  targetId={party.id}
                  value={mailing_frequency}
                  label={t('follows.parties.frequencyOf', { name: party.name })}
                />
              </Table.Td>
              <Table.Td ta="right">
                <Text size="sm">{total_notifications}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatDate(last_notification_date)}</Text>
              </Table.Td>
              <Table.Td>
                <PartyFollowBell partyId={party.id} followed />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
