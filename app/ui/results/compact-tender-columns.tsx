import { useMediaQuery } from '@mantine/hooks';
import type { TFunction } from 'i18next';
import type { ProjectSummary } from '../../../common/api/procurement-search';
import { formatDate, formatDateMinutes } from '../../../common/format';
import { EligibilityBadge } from '../eligibility/EligibilityBadge';
import { verdictOf } from '../eligibility/verdict-of';
import { PartyLink } from '../PartyLink';
import { PHONE_QUERY, type ResultColumn } from './ResultList';
import { TenderAmount } from './TenderAmount';
import { TenderStatusBadge } from './TenderStatusBadge';
import { TenderTitleLink } from './TenderTitleLink';

/** The compact view's main cell: the title on one line (two on a phone's card), whole on hover. */
export function CompactTenderMain({ tender, comingFrom }: { tender: ProjectSummary; comingFrom: string }) {
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  return (
    <TenderTitleLink
      tenderId={tender.id}
      text={tender.title}
      comingFrom={comingFrom}
      field="title"
      lines={phone ? 2 : 1}
    />
  );
}

/** The contracting body on one line, its whole name on hover. */
export function compactBodyColumn<T>(t: TFunction, tenderOf: (row: T) => ProjectSummary): ResultColumn<T> {
  return {
    key: 'body',
    header: t('results.body'),
    width: 170,
    speaksForItself: true,
    from: 'lg',
    render: (row) => {
      const party = tenderOf(row).contracting_party;
      return (
        party && (
          <span data-field="body" title={party.name}>
            <PartyLink party={party} size="xs" />
          </span>
        )
      );
    },
  };
}

function compactVerdictColumn<T>(t: TFunction, tenderOf: (row: T) => ProjectSummary): ResultColumn<T> {
  return {
    key: 'eligibility',
    header: t('eligibilityFilter.column'),
    width: 96,
    speaksForItself: true,
    // Narrower tables keep the title's width (the full view and the phones' cards show it).
    from: 'xl',
    render: (row) => {
      const verdict = verdictOf(tenderOf(row));
      return verdict ? <EligibilityBadge verdict={verdict} size="xs" /> : null;
    },
  };
}

/**
 * The compact view's columns, one line each, as PLACSP's and TED's lists read: body, amount,
 * status, publication date and deadline (its time in the tooltip); a table narrower than the lg
 * breakpoint keeps the title readable without the body and publication date (phones' cards show
 * them). `withBody` false on the body's own page.
 */
export function compactTenderColumns<T>(
  t: TFunction,
  tenderOf: (row: T) => ProjectSummary,
  withBody = true,
  /** The searching user's verdict ('¿Cumplo?') in a column of its own, after the status. */
  withVerdict = false,
): ResultColumn<T>[] {
  return [
    ...(withBody ? [compactBodyColumn(t, tenderOf)] : []),
    {
      key: 'amount',
      header: t('results.amount'),
      width: 150,
      align: 'right',
      speaksForItself: true,
      render: (row) => <TenderAmount amount={tenderOf(row).best_amount} oneLine />,
    },
    {
      key: 'status',
      header: t('results.status'),
      // 'Pendiente de adjudicación', the longest label, whole.
      width: 186,
      speaksForItself: true,
      render: (row) => <TenderStatusBadge tender={tenderOf(row)} oneLine />,
    },
    ...(withVerdict ? [compactVerdictColumn(t, tenderOf)] : []),
    {
      key: 'date',
      header: t('results.publishedHeader'),
      width: 84,
      from: 'lg',
      render: (row) => {
        const { date } = tenderOf(row);
        return date && <span data-field="date">{formatDate(date)}</span>;
      },
    },
    {
      key: 'deadline',
      header: t('results.deadlineHeader'),
      width: 84,
      render: (row) => {
        const deadline = tenderOf(row).submission_deadline;
        return (
          deadline && (
            <span data-field="deadline" title={formatDateMinutes(deadline)}>
              {formatDate(deadline)}
            </span>
          )
        );
      },
    },
  ];
}
