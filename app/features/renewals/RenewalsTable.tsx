import { Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { Renewal } from '../../../common/api/renewals';
import { formatDate } from '../../../common/format';
import { useCompactResults } from '../../api/compact-results';
import { useFollowedIds } from '../../api/follows/use-followed';
import { TenderFollowBell } from '../../ui/follows/TenderFollowBell';
import { PartyLink } from '../../ui/PartyLink';
import { CompactTenderMain } from '../../ui/results/compact-tender-columns';
import { type ResultColumn, ResultList } from '../../ui/results/ResultList';
import { TenderMain } from '../../ui/results/tender-columns';
import { compactRenewalColumns } from './compact-renewal-columns';
import { RenewalAmount } from './RenewalAmount';

/** The end, what it was read from, the extension as published and the end including it. */
function ExecutionEnd({ renewal, t }: { renewal: Renewal; t: TFunction }) {
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600} data-field="execution-end" style={{ whiteSpace: 'nowrap' }}>
        {formatDate(renewal.execution_end)}
      </Text>
      {renewal.execution_end_basis && (
        <Text size="xs" c="dimmed">
          {t(`executionEnd.basis.${renewal.execution_end_basis}`)}
        </Text>
      )}
      {renewal.extension_text && (
        <Text size="xs" data-field="extension">
          {t('renewals.extension', { text: renewal.extension_text })}
        </Text>
      )}
      {renewal.execution_end_with_extensions && (
        <Text size="xs" data-field="with-extensions">
          {t('renewals.withExtensions', { date: formatDate(renewal.execution_end_with_extensions) })}
        </Text>
      )}
    </Stack>
  );
}

function columns(t: TFunction): ResultColumn<Renewal>[] {
  return [
    {
      key: 'end',
      header: t('renewals.columns.end'),
      width: 190,
      render: (renewal) => <ExecutionEnd renewal={renewal} t={t} />,
    },
    {
      key: 'awardees',
      header: t('renewals.columns.awardees'),
      width: 200,
      render: (renewal) => (
        <Stack gap={2}>
          {renewal.awardees.map((party) => (
            <PartyLink key={party.id} party={party} size="sm" />
          ))}
        </Stack>
      ),
    },
    {
      key: 'amount',
      header: t('renewals.columns.amount'),
      width: 130,
      align: 'right',
      render: (renewal) => <RenewalAmount renewal={renewal} t={t} />,
    },
  ];
}

/**
 * The contracts coming up for renewal: follow clock, the contract with its body, place and
 * expediente, then its end (and extension), its holders and its amount; in the account's
 * 'Vista compacta', one line each.
 */
export function RenewalsTable({ results }: { results: Renewal[] }) {
  const { t } = useTranslation();
  const followed = useFollowedIds(
    'project',
    results.map((renewal) => renewal.id),
  );
  const { pathname, search } = useLocation();
  const { compact } = useCompactResults();
  return (
    <ResultList
      label={t('renewals.table')}
      rows={results}
      rowKey={(renewal) => renewal.id}
      lead={(renewal) => <TenderFollowBell tender={renewal} followed={followed?.has(renewal.id)} />}
      mainHeader={t('renewals.contract')}
      main={(renewal) =>
        compact ? (
          <CompactTenderMain tender={renewal} comingFrom={pathname + search} />
        ) : (
          <TenderMain tender={renewal} comingFrom={pathname + search} t={t} />
        )
      }
      columns={compact ? compactRenewalColumns(t) : columns(t)}
      compact={compact}
    />
  );
}
