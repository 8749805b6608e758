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

function TotalAmount({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation();
  const withoutVat = formatAmount(project.tax_exclusive_amount);
  // Some feeds (the regional platforms) state the budget without VAT only.
  if (!project.total_amount)
    return <Text size="sm">{t('tender.info.taxExclusive', { amount: withoutVat })}</Text>;
  return (
    <>
      <Text size="sm">{formatAmount(project.total_amount)}</Text>
      {withoutVat && project.tax_exclusive_amount !== project.total_amount && (
        <Text size="xs" c="dimmed">
          {t('tender.info.taxExclusive', { amount: withoutVat })}
        </Text>
      )}
    </>
  );
}

/** The tender's info table, with its exact Spanish labels, in their fixed order. */
export function TenderInfoTable({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation();
  const party = project.contracting_party;
  const rows: [label: string, value: ReactNode][] = [
    ['status', project.status_label ?? project.status],
    ['summary', project.summary && <TruncatedText text={project.summary} />],
    [
      'totalAmount',
      (project.total_amount || project.tax_exclusive_amount) && <TotalAmount project={project} />,
    ],
    ['folder', project.contract_folder_id],
    [
      'link',
      project.link && (
        <Anchor href={project.link} target="_blank" rel="noopener noreferrer" size="sm">
          {t('tender.info.openOriginal')}
        </Anchor>
      ),
    ],
    ['period', plannedPeriodText(t, project)],
    ['contractType', project.contract_type_label ?? project.contract_type],
    ['procedure', project.procedure_label ?? project.procedure_code],
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
    ['place', placeName(project.location)],
    ['date', formatDate(project.date)],
    ['deadline', formatDateTime(project.submission_deadline)],
    [
      'cpv',
      project.cpv_codes.length > 0 && (
        <Stack gap={2}>
          {project.cpv_codes.map((cpv) => (
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
