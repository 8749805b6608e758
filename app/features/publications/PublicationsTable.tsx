import { Anchor, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { documentViewerPath, type PublicationSearchResponse } from '../../../common/api/publications';
import { formatDate } from '../../../common/format';
import { ResultList } from '../../ui/results/ResultList';

type Publication = PublicationSearchResponse['results'][number];

/** The hits: title opening the document viewer with its department and identifier, issue date and the official PDF. */
export function PublicationsTable({ results }: { results: Publication[] }) {
  const { t } = useTranslation();
  return (
    <ResultList
      label={t('publications.resultsTable')}
      rows={results}
      rowKey={(publication) => `${publication.source}/${publication.id}`}
      mainHeader={t('publications.columns.title')}
      main={(publication) => (
        <>
          <Tooltip
            label={publication.title}
            withArrow
            multiline
            maw={560}
            openDelay={400}
            position="top-start"
          >
            <Anchor
              component={Link}
              to={documentViewerPath(publication.source, publication.id)}
              fw={500}
              size="sm"
              lineClamp={2}
              data-field="title"
            >
              {publication.title}
            </Anchor>
          </Tooltip>
          <Text size="xs" c="dimmed" lineClamp={2} mt={2}>
            <span data-field="department">{publication.department}</span>
            {' · '}
            <span data-field="identifier">{publication.id}</span>
          </Text>
        </>
      )}
      columns={[
        {
          key: 'date',
          header: t('publications.columns.date'),
          width: 110,
          render: (publication) => <Text size="sm">{formatDate(publication.date)}</Text>,
        },
        {
          key: 'pdf',
          header: t('publications.columns.pdf'),
          width: 70,
          render: (publication) => (
            <Anchor
              href={publication.pdf_url}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              aria-label={t('publications.pdfOf', { id: publication.id })}
            >
              {t('publications.pdf')}
            </Anchor>
          ),
        },
      ]}
    />
  );
}
