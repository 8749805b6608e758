import { Alert, Anchor, Button, Group, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { IconBook, IconExternalLink, IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProjectDetail, ProjectDocument } from '../../../common/api/procurement-project';
import type { TenderDocument } from '../../../common/api/tender-documents';
import { pliegoViewerPath } from '../../../common/app-paths';
import { formatDate } from '../../../common/format';
import { DocumentStateBadge } from '../../ui/DocumentStateBadge';
import { DocumentViewer, type ViewedDocument } from './DocumentViewer';
import { documentFacts, documentName } from './documents';
import { useTenderDocuments } from './use-tender-documents';

const GROUPS = ['general', 'legal', 'technical', 'additional'] as const;

interface DocumentRowProps {
  doc: ProjectDocument;
  /** Our record of it (its state and copy), once the list has come. */
  stored: TenderDocument | undefined;
  /** The documents of its tab, to tell it apart from namesakes. */
  list: readonly ProjectDocument[];
  onView: (doc: TenderDocument, name: string) => void;
}

/** How a document opens: our PDF copy in the page, another copy in its viewer page, else the original in a tab. */
function DocumentAction({
  doc,
  stored,
  name,
  named,
  onView,
}: Omit<DocumentRowProps, 'list'> & { name: string; named: string }) {
  const { t } = useTranslation();
  if (stored?.sha256 && stored.mime_type === 'application/pdf')
    return (
      <Button
        size="compact-sm"
        variant="light"
        leftSection={<IconFileTypePdf size={14} />}
        onClick={() => onView(stored, name)}
        aria-label={`${t('tender.documents.view')} ${named}`}
      >
        {t('tender.documents.view')}
      </Button>
    );
  if (stored?.sha256)
    return (
      <Anchor
        component={Link}
        to={pliegoViewerPath(stored.id)}
        size="sm"
        aria-label={`${t('tender.documents.viewCopy')} ${named}`}
      >
        {t('tender.documents.viewCopy')}
      </Anchor>
    );
  if (!doc.uri) return null;
  return (
    <Anchor
      href={doc.uri}
      target="_blank"
      rel="noopener noreferrer"
      size="sm"
      aria-label={`${t('tender.documents.open')} ${named}`}
    >
      <Group gap={4} component="span" justify="flex-end" wrap="nowrap">
        <IconExternalLink size={14} />
        {t('tender.documents.open')}
      </Group>
    </Anchor>
  );
}

/** A document: its name, then its type and date and, when the name repeats, which one it is; our copy's state. */
function DocumentRow({ doc, stored, list, onView }: DocumentRowProps) {
  const { t } = useTranslation();
  const facts = documentFacts(doc, list);
  const which = facts.repeated && t('tender.documents.repeated', facts.repeated);
  const name = documentName(doc) || t('tender.documents.untitled');
  // Namesakes' buttons must not share one accessible name.
  const named = which ? `${name} (${which})` : name;
  const details = [
    facts.type,
    facts.date && t('tender.documents.published', { date: formatDate(facts.date) }),
    which,
  ].filter(Boolean);
  return (
    <Table.Tr data-testid="document">
      <Table.Td>
        <Text size="sm">{name}</Text>
        {details.length > 0 && (
          <Text size="xs" c="dimmed" data-testid="document-facts" style={{ overflowWrap: 'anywhere' }}>
            {details.join(' · ')}
          </Text>
        )}
        {stored && <DocumentStateBadge doc={stored} />}
      </Table.Td>
      <Table.Td ta="right" w={140}>
        <DocumentAction doc={doc} stored={stored} name={name} named={named} onView={onView} />
      </Table.Td>
    </Table.Tr>
  );
}

/** 'Leer los pliegos' and what came of asking. */
function ReadButton({ read }: { read: ReturnType<typeof useTenderDocuments>['read'] }) {
  const { t } = useTranslation();
  return (
    <Group gap="sm">
      <Button
        size="compact-sm"
        leftSection={<IconBook size={14} />}
        loading={read.isPending}
        onClick={() => read.mutate()}
      >
        {t('tender.documents.read')}
      </Button>
      {read.data && (
        <Text size="sm" c="green.8" role="status">
          {t(read.data.queued ? 'tender.documents.readRequested' : 'tender.documents.readAlreadyRequested')}
        </Text>
      )}
      {read.isError && (
        <Alert color="red" py={4} role="alert">
          {t('tender.documents.readFailed')}
        </Alert>
      )}
    </Group>
  );
}

/** One tab per document group that has documents, with our copies' state; nothing at all when none has. */
export function TenderDocuments({
  projectId,
  documents,
}: {
  projectId: number;
  documents: ProjectDetail['documents'];
}) {
  const { t } = useTranslation();
  const [viewed, setViewed] = useState<ViewedDocument | null>(null);
  const { list, read } = useTenderDocuments(projectId);
  const present = GROUPS.filter((group) => documents[group].length > 0);
  if (present.length === 0) return null;
  const byUri = new Map((list.data ?? []).map((d) => [d.uri, d]));

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm">
        <Title order={2} size="h4">
          {t('tender.documents.title')}
        </Title>
        <ReadButton read={read} />
      </Group>
      <Tabs defaultValue={present[0]} variant="outline">
        <Tabs.List>
          {present.map((group) => (
            <Tabs.Tab key={group} value={group}>
              {t(`tender.documents.tabs.${group}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {present.map((group) => (
          <Tabs.Panel key={group} value={group} pt="xs">
            <Table verticalSpacing="xs" highlightOnHover>
              <Table.Tbody>
                {documents[group].map((doc) => (
                  <DocumentRow
                    key={[doc.uri, doc.string_id, doc.name].join('|')}
                    doc={doc}
                    stored={doc.uri ? byUri.get(doc.uri) : undefined}
                    list={documents[group]}
                    onView={(stored, name) => setViewed({ projectId, doc: stored, name })}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </Tabs.Panel>
        ))}
      </Tabs>
      <DocumentViewer viewed={viewed} onClose={() => setViewed(null)} />
    </Stack>
  );
}
