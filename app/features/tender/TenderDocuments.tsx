import { Anchor, Button, Group, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { IconExternalLink, IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProjectDetail, ProjectDocument } from '../../../common/api/procurement-project';
import { DocumentViewer, type ViewedDocument } from './DocumentViewer';
import { documentName, isPdf } from './documents';

const GROUPS = ['general', 'legal', 'technical', 'additional'] as const;

function DocumentRow({ doc, onView }: { doc: ProjectDocument; onView: (d: ViewedDocument) => void }) {
  const { t } = useTranslation();
  const name = documentName(doc) || t('tender.documents.untitled');
  const uri = doc.uri;
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm">{name}</Text>
      </Table.Td>
      <Table.Td ta="right" w={140}>
        {uri &&
          (isPdf(doc) ? (
            <Button
              size="compact-sm"
              variant="light"
              leftSection={<IconFileTypePdf size={14} />}
              onClick={() => onView({ name, uri })}
              aria-label={`${t('tender.documents.view')} ${name}`}
            >
              {t('tender.documents.view')}
            </Button>
          ) : (
            <Anchor
              href={uri}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              aria-label={`${t('tender.documents.open')} ${name}`}
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
