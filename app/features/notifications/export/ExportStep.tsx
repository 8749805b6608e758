import { Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportCountChoice } from '../../../export/ExportCountChoice';
import { ExportStatus } from '../../../export/ExportStatus';
import { CURRENT_PAGE_COUNT, type ExportCount } from '../../../export/export-rows';
import type { useExportRun } from '../../../export/use-export-run';
import type { InboxScreen } from './notifications-export';

interface Props {
  /** The inbox page on screen, for the "current page" choice. */
  screen: InboxScreen;
  /** The wizard's export run (it keeps the wizard open while running). */
  exporting: ReturnType<typeof useExportRun>;
  /** The file was downloaded; these notifications are in it. */
  onExported(ids: number[]): void;
  onCancel(): void;
}

/** Page 1 of the export wizard: how many notifications, then progress until the file downloads. */
export function ExportStep({ screen, exporting, onExported, onCancel }: Props) {
  const { t } = useTranslation();
  const [count, setCount] = useState<ExportCount>(CURRENT_PAGE_COUNT);

  const start = async () => {
    const ids = await exporting.start(async (onProgress) => {
      const { exportNotifications } = await import('./notifications-export');
      return exportNotifications(screen, count, onProgress);
    });
    if (ids) onExported(ids);
  };

  return (
    <Stack gap="md">
      <ExportCountChoice
        label={t('notificationsExport.count')}
        value={count}
        onChange={setCount}
        disabled={exporting.running}
      />
      <ExportStatus progress={exporting.progress} failed={exporting.failed} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} disabled={exporting.running}>
          {t('export.cancel')}
        </Button>
        <Button onClick={start} loading={exporting.running}>
          {t('export.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
