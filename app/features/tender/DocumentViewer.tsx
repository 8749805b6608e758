import { Alert, Anchor, Group, Loader, Modal, Stack } from '@mantine/core';
import { IconExternalLink, IconFileSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TenderDocument } from '../../../common/api/tender-documents';
import { pliegoViewerPath } from '../../../common/app-paths';
import { useStoredCopyUrl } from '../../api/use-stored-copy-url';

export interface ViewedDocument {
  projectId: number;
  doc: TenderDocument;
  name: string;
}

function StoredPdf({ viewed }: { viewed: ViewedDocument }) {
  const { t } = useTranslation();
  const copy = useStoredCopyUrl(viewed.projectId, viewed.doc.id, '');
  if (copy.failed) return <Alert color="red">{t('documents.pliego.loadFailed')}</Alert>;
  if (!copy.url) return <Loader />;
  return (
    <iframe
      src={copy.url}
      title={t('tender.documents.viewer')}
      style={{ width: '100%', height: '75vh', border: 0 }}
    />
  );
}

/**
 * Our stored copy of a PDF inside the page (the browser's own viewer in an iframe), with the
 * way to its viewer page (search, pages) and to the original.
 */
export function DocumentViewer({ viewed, onClose }: { viewed: ViewedDocument | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={viewed !== null} onClose={onClose} title={viewed?.name} size="90%" centered>
      {viewed && (
        <Stack gap="xs">
          <Group justify="flex-end" gap="md">
            <Anchor component={Link} to={pliegoViewerPath(viewed.doc.id)} size="sm">
              <Group gap={4} component="span">
                <IconFileSearch size={14} />
                {t('tender.documents.openViewer')}
              </Group>
            </Anchor>
            <Anchor href={viewed.doc.uri} target="_blank" rel="noopener noreferrer" size="sm">
              <Group gap={4} component="span">
                <IconExternalLink size={14} />
                {t('tender.documents.originalLink')}
              </Group>
            </Anchor>
          </Group>
          <StoredPdf viewed={viewed} />
        </Stack>
      )}
    </Modal>
  );
}
