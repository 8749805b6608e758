import { Anchor, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { amountBasisKey, budgetAmounts } from '../../../common/amount-basis';
import type { ProjectDetail } from '../../../common/api/procurement-project';
import { cpvWithLabel } from '../../../common/cpv';
import { formatAmount, formatDate, formatDateTime } from '../../../common/format';
import { placeName } from '../../../common/reference/geo';
import { PartyWithBell } from '../../ui/follows/PartyWithBell';
import { partyPath } from '../../ui/links';
import { plannedPeriodText } from './planned-period';
import { TruncatedText } from './TruncatedText';

/**
 * The status as of now, and as PLACSP published it when that differs (a tender it still lists
 * 'En plazo' after its deadline reads 'Plazo cerrado').
 */
function Status({ tender }: { tender: ProjectDetail }) {
  const { t } = useTranslation();
  const published = tender.published_status_label;
  return (
    <>
      <Text size="sm" data-field="status">
        {tender.status_label ?? tender.status}
      </Text>
      {published && published !== tender.status_label && (
        <Text size="xs" c="dimmed" data-field="published-status">
          {t('tender.info.publishedAs', { status: published })}
        </Text>
      )}
    </>
  );
}

/**
 * The tender's info table, with its exact Spanish labels, in their fixed order. Each amount the
 * tender states is a row named by its basis (the result rows name their figure the same way);
 * a tender stating none has one 'Importe' row without data.
 */
export function TenderInfoTable({ tender }: { tender: ProjectDetail }) {
  const { t } = useTranslation();
  const party = tender.contracting_party;
  const amounts = budgetAmounts(tender);
  const amountRows: [label: string, value: ReactNode][] =
    amounts.length > 0
      ? amounts.map(({ basis, value }) => [t(amountBasisKey(basis)), formatAmount(value)])
      : [[t('amounts.none'), null]];
  const rows: [label: string, value: ReactNode][] = [
    [t('tender.info.status'), tender.status && <Status tender={tender} />],
    [t('tender.info.summary'), tender.summary && <TruncatedText text={tender.summary} />],
    ...amountRows,
    [t('tender.info.folder'), tender.contract_folder_id],
    [
      t('tender.info.link'),
      tender.link && (
        <Anchor href={tender.link} target="_blank" rel="noopener noreferrer" size="sm">
          {t('tender.info.openOriginal')}
        </Anchor>
      ),
    ],
    [t('tender.info.period'), plannedPeriodText(t, tender)],
    [t('tender.info.contractType'), tender.contract_type_label ?? tender.contract_type],
    [t('tender.info.procedure'), tender.procedure_label ?? tender.procedure_code],
    [
      t('tender.info.party'),
      party && (
        <PartyWithBell partyId={party.id}>
          <Anchor component={Link} to={partyPath(party.id)} size="sm">
            {party.name}
          </Anchor>
        </PartyWithBell>
      ),
    ],
    [t('tender.info.place'), placeName(tender.location)],
    [t('tender.info.date'), formatDate(tender.date)],
    [t('tender.info.deadline'), formatDateTime(tender.submission_deadline)],
    [
      t('tender.info.cpv'),
      tender.cpv_codes.length > 0 && (
        <Stack gap={2}>
          {tender.cpv_codes.map((cpv) => (
            <Text size="sm" key={cpv.code}>
              {cpvWithLabel(cpv.code, cpv.label)}
            </Text>
          ))}
        </Stack>
      ),
    ],
  ];

  return (
    <Table withTableBorder withRowBorders verticalSpacing="xs" aria-label={t('tender.info.table')}>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row" w={220} style={{ verticalAlign: 'top' }}>
              {label}
            </Table.Th>
            <Table.Td>
              {!value ? (
                <Text size="sm" c="dimmed" aria-label={t('tender.info.missing')}>
                  —
                </Text>
              ) : typeof value === 'string' ? (
                <Text size="sm">{value}</Text>
              ) : (
                value
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
