import { Anchor, Box, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { ProjectSummary } from '../../../common/api/procurement-search';
import { formatAmount, formatDate, formatDateTime } from '../../../common/format';
import { placeName } from '../../../common/reference/geo';
import { tenderPath } from '../../ui/links';
import { PartyLink } from '../../ui/PartyLink';
import { statusLabel } from '../../ui/tender-labels';
import { TenderFollowBell } from '../follows/TenderFollowBell';
import { useFollowedIds } from '../follows/use-followed';

const RESOLVED = new Set(['ADJ', 'RES', 'ANUL']);

/**
 * The results: follow bell and title linking to the tender page, body, place, value, dates and
 * status. Whether the user follows each row comes in one request for the whole page.
 */
export function ResultsTable({ results, label }: { results: ProjectSummary[]; label?: string }) {
  const { t } = useTranslation();
  const followed = useFollowedIds(
    'project',
    results.map((project) => project.id),
  );
  const { pathname, search } = useLocation();
  return (
    <Table.ScrollContainer minWidth={1000}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={label ?? t('search.resultsTable')}>
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
              <Table.Td maw={460}>
                <Group gap="xs" wrap="nowrap" align="flex-start">
                  {/* Keeps titles aligned where a finished tender shows no bell. */}
                  <Box w={28} style={{ flexShrink: 0 }}>
                    <TenderFollowBell project={project} followed={followed?.has(project.id)} />
                  </Box>
                  <div>
                    <Anchor
                      component={Link}
                      to={tenderPath(project.id, pathname + search)}
                      fw={500}
                      size="sm"
                    >
                      {project.title}
                    </Anchor>
                    {project.contract_folder_id && (
                      <Text size="xs" c="dimmed">
                        {t('search.folder', { id: project.contract_folder_id })}
                      </Text>
                    )}
                  </div>
                </Group>
              </Table.Td>
              <Table.Td>
                <PartyLink party={project.contracting_party} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{placeName(project.location)}</Text>
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                <Text size="sm">{formatAmount(project.estimated_overall_contract_amount)}</Text>
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
