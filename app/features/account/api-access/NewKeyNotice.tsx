import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CreatedApiKey } from '../../../../common/api/api-keys';

/** The new key, shown this once, with a copy button and a curl line to try it. */
export function NewKeyNotice({
  created,
  origin,
  onDone,
}: {
  created: CreatedApiKey;
  origin: string;
  onDone(): void;
}) {
  const { t } = useTranslation();
  return (
    <Alert
      color="green"
      icon={<IconKey size={18} />}
      title={t('apiKeys.section.created', { name: created.name })}
    >
      <Stack gap="xs">
        <Text size="sm">{t('apiKeys.section.shownOnce')}</Text>
        <Code block data-testid="new-api-key" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
          {created.key}
        </Code>
        <Group gap="sm">
          <CopyButton value={created.key}>
            {({ copied, copy }) => (
              <Button
                size="xs"
                variant="light"
                color={copied ? 'teal' : undefined}
                leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                onClick={copy}
              >
                {copied ? t('apiKeys.section.copied') : t('apiKeys.section.copy')}
              </Button>
            )}
          </CopyButton>
          <Button size="xs" variant="default" onClick={onDone}>
            {t('apiKeys.section.done')}
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          {t('apiKeys.section.tryIt')}
        </Text>
        <Code block style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
          {`curl -H "Authorization: Bearer ${created.key}" ${origin}/v1/alerts`}
        </Code>
      </Stack>
    </Alert>
  );
}
