import { Anchor, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { PartyTenderResult } from '../../../common/api/procurement-party';
import { formatAmount, formatDate, truncate } from '../../../common/format';
import { placeName } from '../../../common/reference/geo';
import { tenderPath } from '../../ui/links';
import { PartyLink } from '../../ui/PartyLink';
import { FollowedPartiesScope } from '../follows/followed-parties-scope';
import { PartyWithBell } from '../follows/PartyWithBell';

/** The awards table's 12 columns, in order; the header texts are party.awards.columns.<key>. */
const COLUMNS = [
  'publicationDate',
  'awardDate',
  'summary',
  'title',
  'cpv',
  'place',
  'tenderAmount',
  'lotDescription',
  'lotAmount',
  'receivedAmount',
  'reason',
  'contractingParty',
] as const;
const AMOUNT_COLUMNS = new Set<string>(['tenderAmount', 'lotAmount', 'receivedAmount']);
const ONE_LINE_COLUMNS = new Set<string>([...AMOUNT_COLUMNS, 'publicationDate', 'awardDate']);

function cells(
  award: PartyTenderResult,
  comingFrom: string,
): Record<(typeof COLUMNS)[number], React.ReactNode> {
  const { project, lot } = award;
  return {
    publicationDate: formatDate(project.date),
    awardDate: formatDate(award.award_date),
    summary: (
      <Anchor component={Link} to={tenderPath(award.procurement_project_id, comingFrom)} size="sm">
        {truncate(project.summary ?? award.project_title)}
      </Anchor>
    ),
    title: award.project_title,
    cpv: project.cpv_codes.join(', '),
    place: placeName(project.location),
    tenderAmount: formatAmount(project.total_amount ?? project.tax_exclusive_amount),
    lotDescription: lot ? (lot.description ?? lot.summary ?? lot.lot_id) : '',
    lotAmount: formatAmount(lot?.total_amount ?? lot?.tax_exclusive_amount),
    receivedAmount: formatAmount(award.payable_amount ?? award.tax_exclusive_amount),
    reason: award.summary ?? '',
    contractingParty: award.contracting_party && (
      <PartyWithBell partyId={award.contracting_party.id}>
        <PartyLink party={award.contracting_party} />
      </PartyWithBell>
    ),
  };
}

/** The awards a company won (Licitaciones ganadas), one row per award, newest first. */
export function AwardsTable({ awards }: { awards: PartyTenderResult[] }) {
  const { t } = useTranslation();
  // The tender page's back link returns to this very view (tab, years, words, page).
  const { pathname, search } = useLocation();
  const partyIds = awards.flatMap((award) => (award.contracting_party ? [award.contracting_party.id] : []));
  return (
    // One lookup for the bells of every contracting body on the page.
    <FollowedPartiesScope ids={partyIds}>
      <Table.ScrollContainer minWidth={1800}>
        <Table striped highlightOnHover verticalSpacing="sm" aria-label={t('party.awards.table')}>
          <Table.Thead>
            <Table.Tr>
              {COLUMNS.map((column) => (
                <Table.Th key={column} ta={AMOUNT_COLUMNS.has(column) ? 'right' : undefined}>
                  {t(`party.awards.columns.${column}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {awards.map((award) => {
              const row = cells(award, pathname + search);
              return (
                <Table.Tr key={award.id}>
                  {COLUMNS.map((column) => (
                    <Table.Td
                      key={column}
                      ta={AMOUNT_COLUMNS.has(column) ? 'right' : undefined}
                      style={ONE_LINE_COLUMNS.has(column) ? { whiteSpace: 'nowrap' } : undefined}
                      maw={column === 'summary' || column === 'title' ? 320 : undefined}
                    >
                      <Text size="sm" component="div">
                        {row[column]}
                      </Text>
                    </Table.Td>
                  ))}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </FollowedPartiesScope>
  );
}
