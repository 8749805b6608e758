import { Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { PartyTenderResult } from '../../../common/api/procurement-party';
import { cpvListText } from '../../../common/cpv';
import { formatAmount, formatDate } from '../../../common/format';
import { placeName } from '../../../common/reference/geo';
import { FollowedPartiesScope } from '../../ui/follows/followed-parties-scope';
import { PartyWithBell } from '../../ui/follows/PartyWithBell';
import { PartyLink } from '../../ui/PartyLink';
import { DetailLine } from '../../ui/results/DetailLine';
import { ResultList } from '../../ui/results/ResultList';
import { TenderTitleLink } from '../../ui/results/TenderTitleLink';

/** Labelled values, one a line, each findable by its data-field. */
function Lines({ lines }: { lines: [field: string, text: string | null][] }) {
  return (
    <Text size="xs" component="div" style={{ whiteSpace: 'nowrap' }}>
      {lines.map(
        ([field, text]) =>
          text && (
            <div key={field} data-field={field}>
              {text}
            </div>
          ),
      )}
    </Text>
  );
}

/**
 * What the award is about: the tender's summary linking to its page (two lines at most, whole on
 * hover), its title when it says more, who tendered it (with its bell, on a line of its own), where,
 * the CPV codes, then the lot won and why.
 */
function AwardMain({ award, comingFrom, t }: { award: PartyTenderResult; comingFrom: string; t: TFunction }) {
  const { project: tender, lot } = award;
  const summary = tender.summary ?? award.project_title;
  const lotText = lot ? (lot.description ?? lot.summary ?? lot.lot_id) : null;
  const place = placeName(tender.location);
  const where: [string, ReactNode][] = [];
  if (place) where.push(['place', place]);
  if (tender.cpv_codes.length)
    where.push(['cpv', t('party.awards.cpvOf', { codes: cpvListText(tender.cpv_codes, tender.cpv_labels) })]);
  const why: [string, ReactNode][] = [];
  if (lotText) why.push(['lot', t('party.awards.lotOf', { lot: lotText })]);
  if (award.summary) why.push(['reason', award.summary]);
  return (
    <>
      <TenderTitleLink
        tenderId={award.procurement_project_id}
        text={summary}
        comingFrom={comingFrom}
        field="summary"
      />
      {award.project_title !== summary && (
        <Text size="xs" lineClamp={2} data-field="title">
          {award.project_title}
        </Text>
      )}
      {award.contracting_party && (
        <div data-field="contracting-party">
          <PartyWithBell partyId={award.contracting_party.id}>
            <PartyLink party={award.contracting_party} size="xs" />
          </PartyWithBell>
        </div>
      )}
      {where.length > 0 && <DetailLine items={where} />}
      {why.length > 0 && <DetailLine items={why} />}
    </>
  );
}

/** The awards a company won (Licitaciones ganadas), one row per award, newest first. */
export function AwardsTable({ awards }: { awards: PartyTenderResult[] }) {
  const { t } = useTranslation();
  // The tender page's back link returns to this very view (tab, years, words, page).
  const { pathname, search } = useLocation();
  const partyIds = awards.flatMap((award) => (award.contracting_party ? [award.contracting_party.id] : []));
  // One figure per line: the amount with VAT, else without, saying which.
  const amount = (key: string, amounts: { total: string | null; taxExclusive: string | null } | null) => {
    const value = amounts?.total ?? amounts?.taxExclusive;
    if (!value) return null;
    const vat = t(amounts?.total ? 'amounts.vat.with' : 'amounts.vat.without');
    return t(`party.awards.${key}`, { amount: formatAmount(value), vat });
  };
  return (
    // One lookup for the bells of every contracting body on the page.
    <FollowedPartiesScope ids={partyIds}>
      <ResultList
        label={t('party.awards.table')}
        rows={awards}
        rowKey={(award) => award.id}
        mainHeader={t('results.tender')}
        main={(award) => <AwardMain award={award} comingFrom={pathname + search} t={t} />}
        columns={[
          {
            key: 'amounts',
            header: t('party.awards.amounts'),
            width: 190,
            align: 'right',
            render: (award) => (
              <Lines
                lines={[
                  [
                    'received-amount',
                    amount('receivedValue', {
                      total: award.payable_amount,
                      taxExclusive: award.tax_exclusive_amount,
                    }),
                  ],
                  [
                    'tender-amount',
                    amount('tenderValue', {
                      total: award.project.total_amount,
                      taxExclusive: award.project.tax_exclusive_amount,
                    }),
                  ],
                  [
                    'lot-amount',
                    amount(
                      'lotValue',
                      award.lot && {
                        total: award.lot.total_amount,
                        taxExclusive: award.lot.tax_exclusive_amount,
                      },
                    ),
                  ],
                ]}
              />
            ),
          },
          {
            key: 'dates',
            header: t('results.dates'),
            width: 170,
            render: (award) => (
              <Lines
                lines={[
                  [
                    'award-date',
                    award.award_date && t('party.awards.awardedOn', { date: formatDate(award.award_date) }),
                  ],
                  [
                    'publication-date',
                    award.project.date && t('results.published', { date: formatDate(award.project.date) }),
                  ],
                ]}
              />
            ),
          },
        ]}
      />
    </FollowedPartiesScope>
  );
}
