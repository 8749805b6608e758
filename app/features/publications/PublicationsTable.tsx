import { Anchor, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { documentViewerPath, type PublicationSearchResponse } from '../../../common/api/publications';
import { formatDate } from '../../../common/format';

/** The hits: issue date, identifier, title opening the document viewer, department and the official PDF. */
export function PublicationsTable({ results }: { results: PublicationSearchResponse['results'] }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={t('publications.resultsTable')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('publications.columns.date')}</Table.Th>
            <Table.Th>{t('publications.columns.identifier')}</Table.Th>
            <Table.Th>{t('publications.columns.title')}</Table.Th>
            <Table.Th>{t('publications.columns.department')}</Table.Th>
            <Table.Th>{t('publications.columns.pdf')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {results.map((publication) => (
            <Table.Tr key={`${publication.source}/${publication.id}`}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Text size="sm">{formatDate(publication.date)}</Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Text size="sm">{publication.id}</Text>
              </Table.Td>
              <Table.Td maw={520}>
                <Anchor
                  component={Link}
                  to={documentViewerPath(publication.source, publication.id)}
                  fw={500}
                  size="sm"
                >
                  {publication.title}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{publication.department}</Text>
              </Table.Td>
              <Table.Td>
                <Anchor
                  href={publication.pdf_url}
                  target="_blank"
                  rel="noopener noreferrer"
                  size="sm"
                  aria-label={t('publications.pdfOf', { id: publication.id })}
                >
                  {t('publications.pdf')}
                </Anchor>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
