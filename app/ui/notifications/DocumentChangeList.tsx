import { List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { describeDocumentChanges } from '../../../common/notifications/describe-document-change';

/** A followed tender's replaced documents, each with what changed in its text. */
export function DocumentChangeList({ data }: { data: Record<string, unknown> }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} aria-label={t('notifications.kinds.document_change')}>
      {describeDocumentChanges(data).map((doc) => (
        <div key={doc.document}>
          <Text size="sm" fw={500}>
            {doc.document}
          </Text>
          <List size="sm" spacing={2}>
            {doc.lines.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
        </div>
      ))}
    </Stack>
  );
}
