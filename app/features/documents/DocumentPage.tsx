import { Paper } from '@mantine/core';
import { useParams } from 'react-router';
import { NotFoundPage } from '../layout/NotFoundPage';
import { DocumentView } from './DocumentView';
import { documentRef } from './document-links';

/** /licitaciones/documentos/{source}/{id}: a stored document on its own page (where a shared link leads). */
export function DocumentPage() {
  const params = useParams();
  const ref = documentRef(params.source, params.id);
  if (!ref) return <NotFoundPage />;
  return (
    <Paper withBorder radius="md" p="lg">
      <DocumentView source={ref.source} id={ref.id} />
    </Paper>
  );
}
