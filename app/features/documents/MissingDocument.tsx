import { Alert, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchPublication } from '../../api/publications/publications-api';
import { PageLoader } from '../../ui/PageLoader';
import { DocumentHeader } from './DocumentHeader';

/**
 * A publication whose stored document cannot be found (the file store moved, a file lost): its
 * data from the database and the bulletin's official PDF, so the reader is never left at a bare
 * error. Only a publication we do not know at all ends at 'No se ha encontrado el documento'.
 */
export function MissingDocument({ id }: { id: string }) {
  const { t } = useTranslation();
  const publication = useQuery({
    queryKey: ['publications', id],
    queryFn: ({ signal }) => fetchPublication(id, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (publication.isPending) return <PageLoader />;
  if (!publication.data) {
    return (
      <Alert color="red" icon={<IconAlertTriangle />} role="alert">
        {t('documents.notFound')}
      </Alert>
    );
  }
  const { summary } = publication.data;
  return (
    <Stack gap="sm" data-testid="missing-document">
      <DocumentHeader doc={publication.data} />
      {summary && <Text size="sm">{summary}</Text>}
      <Alert color="yellow" icon={<IconAlertTriangle />}>
        {t('documents.textMissing')}
      </Alert>
    </Stack>
  );
}
