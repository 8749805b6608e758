import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PartySubscription } from '../../../common/api/follows';
import { PartyFollowBell } from '../../ui/follows/PartyFollowBell';
import { partyPath } from '../../ui/links';
import { ResultList } from '../../ui/results/ResultList';
import { FollowMailing } from './FollowMailing';

/** 'Mis empresas y entidades': each followed party with its tax id, e-mail frequency and notifications. */
export function FollowedPartiesTable({ rows }: { rows: PartySubscription[] }) {
  const { t } = useTranslation();
  return (
    <ResultList
      label={t('follows.parties.table')}
      rows={rows}
      rowKey={(row) => row.id}
      lead={(row) => <PartyFollowBell partyId={row.party.id} followed />}
      mainHeader={t('follows.columns.name')}
      main={({ party }) => (
        <>
          <Anchor
            component={Link}
            to={partyPath(party.id)}
            fw={500}
            size="sm"
            lineClamp={2}
            data-field="name"
            title={party.name}
          >
            {party.name}
          </Anchor>
          {party.party_id && (
            <Text size="xs" c="dimmed" data-field="tax-id">
              {t('follows.taxIdOf', { id: party.party_id })}
            </Text>
          )}
        </>
      )}
      columns={[
        {
          key: 'mailing',
          header: t('follows.columns.mailing'),
          width: 190,
          render: (row) => (
            <FollowMailing
              kind="party"
              row={row}
              targetId={row.party.id}
              label={t('follows.parties.frequencyOf', { name: row.party.name })}
            />
          ),
        },
      ]}
    />
  );
}
