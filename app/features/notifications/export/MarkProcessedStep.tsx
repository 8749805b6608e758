import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMarkProcessed } from './use-mark-processed';

interface Props {
  /** The notifications the downloaded file lists. */
  ids: number[];
  onClose(): void;
}

/** Page 2 of the export wizard: optionally mark the exported notifications as processed, then close. */
export function MarkProcessedStep({ ids, onClose }: Props) {
  const { t } = useTranslation();
  const marking = useMarkProcessed();

  const mark = () => marking.mutate(ids, { onSuccess: onClose });

  return (
    <Stack gap="md">
      <Text>{t('notificationsExport.exported', { count: ids.length })}</Text>
      {ids.length > 0 && <Text size="sm">{t('notificationsExport.markQuestion')}</Text>}
      {marking.isError && (
        <Alert color="red" variant="light">
          {t('notificationsExport.markFailed')}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={marking.isPending}>
          {t('notificationsExport.close')}
        </Button>
        {ids.length > 0 && (
          <Button onClick={mark} loading={marking.isPending}>
            {t('notificationsExport.mark')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
