import { Anchor, Group, Modal, Stack } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface ViewedDocument {
  name: string;
  uri: string;
}

/** A PDF shown inside the page (the browser's own viewer in an iframe), with a way out to a tab. */
export function DocumentViewer({
  document,
  onClose,
}: {
  document: ViewedDocument | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={document !== null} onClose={onClose} title={document?.name} size="90%" centered>
      {document && (
        <Stack gap="xs">
          <Group justify="flex-end">
            <Anchor href={document.uri} target="_blank" rel="noopener noreferrer" size="sm">
              <Group gap={4} component="span">
                <IconExternalLink size={14} />
                {t('tender.documents.openNewTab')}
              </Group>
            </Anchor>
          </Group>
          <iframe
            src={document.uri}
            title={t('tender.documents.viewer')}
            style={{ width: '100%', height: '75vh', border: 0 }}
          />
        </Stack>
      )}
    </Modal>
  );
}
