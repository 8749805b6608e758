import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink, IconShare } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Publication } from '../../../common/api/publications';
import { formatDate } from '../../../common/format';
import { OfficialPdfLink } from '../../ui/documents/OfficialPdfLink';

type Described = Pick<Publication, 'title' | 'department' | 'date' | 'id' | 'pdf_url'> & {
  html_url?: string;
};

/**
 * A bulletin item's title, department, date and id, with its official PDF; the share button when
 * there is a stored document to share, the bulletin's own page when the stored one is missing.
 */
export function DocumentHeader({ doc, onShare }: { doc: Described; onShare?: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      <Title order={2} size="h3">
        {doc.title}
      </Title>
      <Text size="sm">
        {doc.department} · {formatDate(doc.date)} · {doc.id}
      </Text>
      <Group gap="md">
        <OfficialPdfLink href={doc.pdf_url}>{t('documents.pdf')}</OfficialPdfLink>
        {doc.html_url && (
          <Anchor href={doc.html_url} target="_blank" rel="noopener noreferrer" size="sm">
            <Group gap={4} component="span">
              <IconExternalLink size={16} />
              {t('documents.boePage')}
            </Group>
          </Anchor>
        )}
        {onShare && (
          <Button variant="light" size="xs" leftSection={<IconShare size={14} />} onClick={onShare}>
            {t('documents.share.open')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
