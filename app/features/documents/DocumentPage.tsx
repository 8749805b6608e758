import { Anchor, Group, Paper, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { NotFoundPage } from '../../shell/NotFoundPage';
import { DocumentView } from './DocumentView';
import { documentRef } from './document-links';
import { PliegoView } from './pliego/PliegoView';

/** Back where the reader came from in the app; from a shared link or a mail, to the publications. */
function BackLink() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The first page of a visit has the 'default' key: there is no page of ours to go back to.
  const cameFromApp = useLocation().key !== 'default';
  const content = (
    <Group gap={4} component="span">
      <IconArrowLeft size={16} />
      {cameFromApp ? t('documents.back') : t('documents.backToPublications')}
    </Group>
  );
  return cameFromApp ? (
    <Anchor component="button" type="button" size="sm" w="fit-content" onClick={() => void navigate(-1)}>
      {content}
    </Anchor>
  ) : (
    <Anchor component={Link} to="/licitaciones/publicaciones" size="sm" w="fit-content">
      {content}
    </Anchor>
  );
}

/** A tender's document we stored (the tender page's links lead here): its own way back, to the tender. */
function PliegoPage({ id }: { id: string | undefined }) {
  const documentId = Number(id);
  if (!Number.isInteger(documentId) || documentId < 1) return <NotFoundPage />;
  return (
    <Paper withBorder radius="md" p="lg">
      <PliegoView documentId={documentId} />
    </Paper>
  );
}

/**
 * /licitaciones/documentos/{source}/{id}: a stored document on its own page in the dashboard,
 * under the publications tab (where a shared link leads), with a way back.
 */
export function DocumentPage() {
  const params = useParams();
  if (params.source === 'pliego') return <PliegoPage id={params.id} />;
  const ref = documentRef(params.source, params.id);
  if (!ref) return <NotFoundPage />;
  return (
    <Stack gap="sm">
      <BackLink />
      <Paper withBorder radius="md" p="lg">
        <DocumentView source={ref.source} id={ref.id} />
      </Paper>
    </Stack>
  );
}
