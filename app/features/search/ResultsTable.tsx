import { Anchor, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProjectSummary } from '../../../common/api/procurement-search';
import { formatDate, formatDateTime, formatEuros } from '../../../common/format';
import { CONTRACT_FOLDER_STATUSES } from '../../../common/reference/codice';
import { regionOfNuts } from '../../../common/reference/geo';

const RESOLVED = new Set(['ADJ', 'RES', 'ANUL']);

function place(project: ProjectSummary): string {
  const { city, subentity_code, country_subentity } = project.location;
  const region = regionOfNuts(subentity_code);
  const area = region?.province?.name ?? region?.community?.name ?? country_subentity;
  return [city, area].filter((part, i, all) => part && all.indexOf(part) === i).join(', ');
}

function amount(value: string | null): string {
  if (value === null) return '';
  const n = Number(value);
  return Number.isFinite(n) ? formatEuros(n) : '';
}

export function statusLabel(code: string | null): string {
  return code ? (CONTRACT_FOLDER_STATUSES[code as keyof typeof CONTRACT_FOLDER_STATUSES] ?? code) : '';
}

/** The results: title linking to the tender page, body, place, value, dates and status. */
export function ResultsTable({ results }: { results: ProjectSummary[] }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={1000}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={t('search.resultsTable')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('search.columns.title')}</Table.Th>
            <Table.Th>{t('search.columns.body')}</Table.Th>
            <Table.Th>{t('search.columns.place')}</Table.Th>
            <Table.Th ta="right">{t('search.columns.amount')}</Table.Th>
            <Table.Th>{t('search.columns.date')}</Table.Th>
            <Table.Th>{t('search.columns.deadline')}</Table.Th>
            <Table.Th>{t('search.columns.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {results.map((project) => (
            <Table.Tr key={project.id}>
              <Table.Td maw={420}>
                <Anchor component={Link} to={`/licitaciones/detalle/${project.id}`} fw={500} size="sm">
                  {project.title}
                </Anchor>
                {project.contract_folder_id && (
                  <Text size="xs" c="dimmed">
                    {t('search.folder', { id: project.contract_folder_id })}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Text size="sm">{project.contracting_party?.name ?? ''}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{place(project)}</Text>
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                <Text size="sm">{amount(project.estimated_overall_contract_amount)}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatDate(project.date)}</Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Text size="sm">{formatDateTime(project.submission_deadline)}</Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Text size="sm" c={project.status && RESOLVED.has(project.status) ? 'dimmed' : undefined}>
                  {statusLabel(project.status)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
