import { Anchor, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProjectDetail } from '../../../common/api/procurement-project';
import { formatAmount, formatDate, formatDateTime } from '../../../common/format';
import { placeName } from '../../../common/reference/geo';
import { partyPath } from '../../ui/links';
import { PartyWithBell } from '../follows/PartyWithBell';
import { plannedPeriodText } from './planned-period';
import { TruncatedText } from './TruncatedText';

function TotalAmount({ tender }: { tender: ProjectDetail }) {
  const { t } = useTranslation();
  const withoutVat = formatAmount(tender.tax_exclusive_amount);
  // Some feeds (the regional platforms) state the budget without VAT only.
  if (!tender.total_amount)
    return <Text size="sm">{t('tender.info.taxExclusive', { amount: withoutVat })}</Text>;
  return (
    <>
      <Text size="sm">{formatAmount(tender.total_amount)}</Text>
      {withoutVat && tender.tax_exclusive_amount !== tender.total_amount && (
        <Text size="xs" c="dimmed">
          {t('tender.info.taxExclusive', { amount: withoutVat })}
        </Text>
      )}
    </>
  );
}

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

/** The tender's info table, with its exact Spanish labels, in their fixed order. */
export function TenderInfoTable({ tender }: { tender: ProjectDetail }) {
  const { t } = useTranslation();
  const party = tender.contracting_party;
  const rows: [label: string, value: ReactNode][] = [
    ['status', tender.status && <Status tender={tender} />],
    ['summary', tender.summary && <TruncatedText text={tender.summary} />],
    ['totalAmount', (tender.total_amount || tender.tax_exclusive_amount) && <TotalAmount tender={tender} />],
    ['folder', tender.contract_folder_id],
    [
      'link',
      tender.link && (
        <Anchor href={tender.link} target="_blank" rel="noopener noreferrer" size="sm">
          {t('tender.info.openOriginal')}
        </Anchor>
      ),
    ],
    ['period', plannedPeriodText(t, tender)],
    ['contractType', tender.contract_type_label ?? tender.contract_type],
    ['procedure', tender.procedure_label ?? tender.procedure_code],
    [
      'party',
      party && (
        <PartyWithBell partyId={party.id}>
          <Anchor component={Link} to={partyPath(party.id)} size="sm">
            {party.name}
          </Anchor>
        </PartyWithBell>
      ),
    ],
    ['place', placeName(tender.location)],
    ['date', formatDate(tender.date)],
    ['deadline', formatDateTime(tender.submission_deadline)],
    [
      'cpv',
      tender.cpv_codes.length > 0 && (
        <Stack gap={2}>
          {tender.cpv_codes.map((cpv) => (
            <Text size="sm" key={cpv.code}>
              {cpv.label ? `${cpv.code} - ${cpv.label}` : cpv.code}
            </Text>
          ))}
        </Stack>
      ),
    ],
  ];

  return (
    <Table withTableBorder withRowBorders verticalSpacing="xs" aria-label={t('tender.info.table')}>
      <Table.Tbody>
        {rows.map(([key, value]) => (
          <Table.Tr key={key}>
            <Table.Th scope="row" w={220} style={{ verticalAlign: 'top' }}>
              {t(`tender.info.${key}`)}
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
