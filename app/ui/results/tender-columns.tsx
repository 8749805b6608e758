import { Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { ProjectSummary } from '../../../common/api/procurement-search';
import { formatDate, formatDateMinutes, formatPercent } from '../../../common/format';
import { placeName } from '../../../common/reference/geo';
import { EligibilityBadge } from '../eligibility/EligibilityBadge';
import { verdictOf } from '../eligibility/verdict-of';
import { PartyLink } from '../PartyLink';
import { DetailLine } from './DetailLine';
import type { ResultColumn } from './ResultList';
import { TenderAmount } from './TenderAmount';
import { TenderStatusBadge } from './TenderStatusBadge';
import { TenderTitleLink } from './TenderTitleLink';

/** "3 ofertas · baja 12,3 %" of an awarded tender (ranges when its lots differ); '' otherwise. */
function competitionText(tender: ProjectSummary, t: TFunction): string {
  const c = tender.award_competition;
  if (!c) return '';
  const parts: string[] = [];
  if (c.offers_min !== null && c.offers_max !== null)
    parts.push(
      c.offers_min === c.offers_max
        ? t('results.offers', { count: c.offers_min })
        : t('results.offersRange', { from: c.offers_min, to: c.offers_max }),
    );
  if (c.discount_min !== null && c.discount_max !== null)
    parts.push(
      c.discount_min === c.discount_max
        ? t('results.discount', { value: formatPercent(c.discount_min) })
        : t('results.discountRange', {
            from: formatPercent(c.discount_min),
            to: formatPercent(c.discount_max),
          }),
    );
  return parts.join(' · ');
}

/**
 * A tender's main cell: its title on at most two lines (whole on hover and on its page), then
 * the contracting body, the place and the expediente. `comingFrom` is where its page's back link returns.
 */
export function TenderMain({
  tender,
  comingFrom,
  withBody = true,
  t,
}: {
  tender: ProjectSummary;
  comingFrom: string;
  /** False on the body's own page, where every row would repeat its name. */
  withBody?: boolean;
  t: TFunction;
}) {
  const place = placeName(tender.location);
  const details: [string, ReactNode][] = [];
  if (withBody && tender.contracting_party)
    details.push(['body', <PartyLink key="body" party={tender.contracting_party} size="xs" />]);
  if (place) details.push(['place', place]);
  if (tender.contract_folder_id)
    details.push(['folder', t('results.folder', { id: tender.contract_folder_id })]);
  const competition = competitionText(tender, t);
  if (competition) details.push(['competition', competition]);
  return (
    <>
      <TenderTitleLink tenderId={tender.id} text={tender.title} comingFrom={comingFrom} field="title" />
      <DetailLine items={details} />
    </>
  );
}

/** Publication date over submission deadline. */
function TenderDates({ tender, t }: { tender: ProjectSummary; t: TFunction }) {
  return (
    <Text size="xs" component="div" style={{ whiteSpace: 'nowrap' }}>
      {tender.date && (
        <div data-field="date">{t('results.published', { date: formatDate(tender.date) })}</div>
      )}
      {tender.submission_deadline && (
        <div data-field="deadline">
          {t('results.deadline', { date: formatDateMinutes(tender.submission_deadline) })}
        </div>
      )}
    </Text>
  );
}

/** The searching user's verdict under the status, when the row has one. */
function Verdict({ tender }: { tender: ProjectSummary }) {
  const verdict = verdictOf(tender);
  return verdict ? (
    <div style={{ marginTop: 4 }}>
      <EligibilityBadge verdict={verdict} size="sm" />
    </div>
  ) : null;
}

/** The columns every tender list shares: best amount over status (and verdict), then the dates. */
export function tenderColumns<T>(t: TFunction, tenderOf: (row: T) => ProjectSummary): ResultColumn<T>[] {
  return [
    {
      key: 'amount',
      header: t('results.amountAndStatus'),
      width: 150,
      align: 'right',
      // Block elements: the table's right alignment (the cards' left one) applies to both.
      render: (row) => (
        <>
          <TenderAmount amount={tenderOf(row).best_amount} />
          <div style={{ marginTop: 4 }}>
            <TenderStatusBadge tender={tenderOf(row)} />
          </div>
          <Verdict tender={tenderOf(row)} />
        </>
      ),
    },
    {
      key: 'dates',
      header: t('results.dates'),
      width: 160,
      render: (row) => <TenderDates tender={tenderOf(row)} t={t} />,
    },
  ];
}
