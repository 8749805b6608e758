import { Anchor, Button, Group, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { IconExternalLink, IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProjectDetail, ProjectDocument } from '../../../common/api/procurement-project';
import { formatDate } from '../../../common/format';
import { DocumentViewer, type ViewedDocument } from './DocumentViewer';
import { documentFacts, documentName, opensInViewer } from './documents';

const GROUPS = ['general', 'legal', 'technical', 'additional'] as const;

interface DocumentRowProps {
  doc: ProjectDocument;
  /** The documents of its tab, to tell it apart from namesakes. */
  list: readonly ProjectDocument[];
  onView: (d: ViewedDocument) => void;
}

/** A document: its name, then its type and date and, when the name repeats, which one it is. */
function DocumentRow({ doc, list, onView }: DocumentRowProps) {
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
  const uri = doc.uri;
  return (
    <Table.Tr data-testid="document">
      <Table.Td>
        <Text size="sm">{name}</Text>
        {details.length > 0 && (
          <Text size="xs" c="dimmed" data-testid="document-facts" style={{ overflowWrap: 'anywhere' }}>
            {details.join(' · ')}
          </Text>
        )}
      </Table.Td>
      <Table.Td ta="right" w={140}>
        {uri &&
          (opensInViewer(doc) ? (
            <Button
              size="compact-sm"
              variant="light"
              leftSection={<IconFileTypePdf size={14} />}
              onClick={() => onView({ name, uri })}
              aria-label={`${t('tender.documents.view')} ${named}`}
            >
              {t('tender.documents.view')}
            </Button>
          ) : (
            <Anchor
              href={uri}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              aria-label={`${t('tender.documents.open')} ${named}`}
            >
              <Group gap={4} component="span" justify="flex-end">
                <IconExternalLink size={14} />
                {t('tender.documents.open')}
              </Group>
            </Anchor>
          ))}
      </Table.Td>
    </Table.Tr>
  );
}

/** One tab per document group that has documents; nothing at all when none has. */
export function TenderDocuments({ documents }: { documents: ProjectDetail['documents'] }) {
  const { t } = useTranslation();
  const [viewed, setViewed] = useState<ViewedDocument | null>(null);
  const present = GROUPS.filter((group) => documents[group].length > 0);
  if (present.length === 0) return null;

  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('tender.documents.title')}
      </Title>
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
                    list={documents[group]}
                    onView={setViewed}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </Tabs.Panel>
        ))}
      </Tabs>
      <DocumentViewer document={viewed} onClose={() => setViewed(null)} />
    </Stack>
  );
}
