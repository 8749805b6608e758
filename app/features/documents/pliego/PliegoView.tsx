import { Alert, Anchor, Badge, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { StoredTenderDocument } from '../../../../common/api/tender-documents';
import { pliegoViewerPath } from '../../../../common/app-paths';
import { ApiError } from '../../../api/api-error';
import { DocumentStateBadge } from '../../../ui/DocumentStateBadge';
import { tenderPath } from '../../../ui/links';
import { PageLoader } from '../../../ui/PageLoader';
import { PdfFrame, TextPages, ZipMembers } from './PliegoBody';
import { PliegoSearch } from './PliegoSearch';
import { usePliego, usePliegoPages } from './use-pliego';

const isZip = (type: string | null) => type === 'application/zip' || type === 'application/x-zip-compressed';
const isPdfName = (name: string) => /\.pdf$/i.test(name);

function PliegoHeader({ doc, member }: { doc: StoredTenderDocument; member: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      <Anchor component={Link} to={tenderPath(doc.project_id)} size="sm" w="fit-content">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} />
          {t('documents.pliego.backToTender')}
        </Group>
      </Anchor>
      <Text size="sm" c="dimmed">
        {doc.project_title}
      </Text>
      <Title order={1} size="h3" style={{ overflowWrap: 'anywhere' }}>
        {doc.name}
      </Title>
      {member && (
        <Group gap="xs">
          <Badge variant="outline">{member}</Badge>
          <Anchor component={Link} to={pliegoViewerPath(doc.id)} size="sm">
            {t('documents.pliego.wholeZip')}
          </Anchor>
        </Group>
      )}
      <Group gap="md">
        <DocumentStateBadge doc={doc} />
        <Anchor href={doc.uri} target="_blank" rel="noopener noreferrer" size="sm">
          <Group gap={4} component="span">
            <IconExternalLink size={14} />
            {t('documents.pliego.originalLink')}
          </Group>
        </Anchor>
      </Group>
    </Stack>
  );
}

function LoadedPliego({ doc }: { doc: StoredTenderDocument }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const member = params.get('miembro') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('pagina') ?? '1', 10) || 1);
  const pdf = member ? isPdfName(member) : doc.mime_type === 'application/pdf';
  const zipIndex = !member && isZip(doc.mime_type);
  const all = usePliegoPages(doc.project_id, doc.id, '', doc.sha256 !== null && !pdf);
  const goTo = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set('pagina', String(next));
      return updated;
    });

  if (!doc.sha256) return <Alert color="yellow">{t('documents.pliego.notFetched')}</Alert>;
  return (
    <Stack gap="sm">
      {!zipIndex && (
        <PliegoSearch projectId={doc.project_id} documentId={doc.id} member={member} onPage={goTo} />
      )}
      <Divider />
      {pdf && <PdfFrame doc={doc} member={member} page={page} />}
      {zipIndex && <ZipMembers doc={doc} members={all.data?.members ?? []} />}
      {!pdf && !zipIndex && all.data && (
        <TextPages
          pages={all.data.pages.filter((p) => p.member === member)}
          page={params.has('pagina') ? page : null}
        />
      )}
    </Stack>
  );
}

/** /licitaciones/documentos/pliego/{id}?pagina=N&miembro=…: our stored copy of a tender's document. */
export function PliegoView({ documentId }: { documentId: number }) {
  const { t } = useTranslation();
  const query = usePliego(documentId);
  const [params] = useSearchParams();
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <Alert color="red">{t(missing ? 'documents.pliego.notFound' : 'documents.pliego.loadFailed')}</Alert>
    );
  }
  if (!query.data) return <PageLoader />;
  return (
    <Stack gap="md">
      <PliegoHeader doc={query.data} member={params.get('miembro') ?? ''} />
      <LoadedPliego doc={query.data} />
    </Stack>
  );
}
