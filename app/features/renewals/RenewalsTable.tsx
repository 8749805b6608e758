import { Stack, Text, Tooltip } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { Renewal } from '../../../common/api/renewals';
import { formatAmount, formatDate } from '../../../common/format';
import { PartyLink } from '../../ui/PartyLink';
import { type ResultColumn, ResultList } from '../../ui/results/ResultList';
import { TenderAmount } from '../../ui/results/TenderAmount';
import { TenderMain } from '../../ui/results/tender-columns';
import { TenderFollowBell } from '../follows/TenderFollowBell';
import { useFollowedIds } from '../follows/use-followed';

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

/** What the awards add up to; the budget when no award states an amount. */
function RenewalAmount({ renewal, t }: { renewal: Renewal; t: TFunction }) {
  if (renewal.awarded_amount === null) return <TenderAmount amount={renewal.best_amount} />;
  const label = t('renewals.awardedAmount');
  return (
    <Tooltip label={label} withArrow openDelay={150}>
      <Text
        size="sm"
        fw={500}
        tabIndex={0}
        aria-label={`${formatAmount(renewal.awarded_amount)} (${label})`}
        data-field="awarded-amount"
        style={{ whiteSpace: 'nowrap', cursor: 'help' }}
      >
        {formatAmount(renewal.awarded_amount)}
      </Text>
    </Tooltip>
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
 * expediente, then its end (and extension), its holders and its amount.
 */
export function RenewalsTable({ results }: { results: Renewal[] }) {
  const { t } = useTranslation();
  const followed = useFollowedIds(
    'project',
    results.map((renewal) => renewal.id),
  );
  const { pathname, search } = useLocation();
  return (
    <ResultList
      label={t('renewals.table')}
      rows={results}
      rowKey={(renewal) => renewal.id}
      lead={(renewal) => <TenderFollowBell tender={renewal} followed={followed?.has(renewal.id)} />}
      mainHeader={t('renewals.contract')}
      main={(renewal) => <TenderMain tender={renewal} comingFrom={pathname + search} t={t} />}
      columns={columns(t)}
    />
  );
}
