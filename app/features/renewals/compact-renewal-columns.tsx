import type { TFunction } from 'i18next';
import { Fragment } from 'react';
import type { Renewal } from '../../../common/api/renewals';
import { formatDate } from '../../../common/format';
import { PartyLink } from '../../ui/PartyLink';
import { compactBodyColumn } from '../../ui/results/compact-tender-columns';
import type { ResultColumn } from '../../ui/results/ResultList';
import { RenewalAmount } from './RenewalAmount';

/** The end's date; what it was read from and the extension, on hover (and in the default view). */
function CompactEnd({ renewal, t }: { renewal: Renewal; t: TFunction }) {
  const details = [
    renewal.execution_end_basis && t(`executionEnd.basis.${renewal.execution_end_basis}`),
    renewal.extension_text && t('renewals.extension', { text: renewal.extension_text }),
    renewal.execution_end_with_extensions &&
      t('renewals.withExtensions', { date: formatDate(renewal.execution_end_with_extensions) }),
  ].filter(Boolean);
  return (
    <span data-field="execution-end" title={details.join(' · ') || undefined}>
      {formatDate(renewal.execution_end)}
    </span>
  );
}

/** 'Vista compacta' of the renewals: body, end, holders and amount, one line each. */
export function compactRenewalColumns(t: TFunction): ResultColumn<Renewal>[] {
  return [
    compactBodyColumn(t, (renewal: Renewal) => renewal),
    {
      key: 'end',
      header: t('renewals.columns.end'),
      width: 120,
      render: (renewal) => <CompactEnd renewal={renewal} t={t} />,
    },
    {
      key: 'awardees',
      header: t('renewals.columns.awardees'),
      width: 200,
      speaksForItself: true,
      render: (renewal) => (
        <span title={renewal.awardees.map((party) => party.name).join(' · ')}>
          {renewal.awardees.map((party, i) => (
            <Fragment key={party.id}>
              {i > 0 && ' · '}
              <PartyLink party={party} size="xs" />
            </Fragment>
          ))}
        </span>
      ),
    },
    {
      key: 'amount',
      header: t('renewals.columns.amount'),
      width: 130,
      align: 'right',
      speaksForItself: true,
      render: (renewal) => <RenewalAmount renewal={renewal} t={t} oneLine />,
    },
  ];
}
