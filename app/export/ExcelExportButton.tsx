import { Button, Group, Modal, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportCountChoice } from './ExportCountChoice';
import { ExportStatus } from './ExportStatus';
import type { ProgressListener } from './export-progress';
import { CURRENT_PAGE_COUNT, type ExportCount } from './export-rows';
import { useExportRun } from './use-export-run';

interface Props {
  /** No rows to export. */
  disabled?: boolean;
  /** Fetches the rows, builds the workbook and downloads it, reporting progress. */
  run(count: ExportCount, onProgress: ProgressListener): Promise<void>;
}

/** 'Exportar Excel' and its modal: how many rows, progress while building, then the download. */
export function ExcelExportButton({ disabled, run }: Props) {
  const { t } = useTranslation();
  const [opened, modal] = useDisclosure(false);
  const [count, setCount] = useState<ExportCount>(CURRENT_PAGE_COUNT);
  const exporting = useExportRun();
  const { running } = exporting;

  const start = async () => {
    // The modal stays open after a failure, to try again.
    const done = await exporting.start(async (onProgress) => {
      await run(count, onProgress);
      return true;
    });
    if (done) modal.close();
  };

  return (
    <>
      <Button
        variant="default"
        leftSection={<IconFileSpreadsheet size={16} />}
        onClick={modal.open}
        disabled={disabled}
      >
        {t('export.button')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => !running && modal.close()}
        title={t('export.modalTitle')}
        closeOnClickOutside={!running}
        closeOnEscape={!running}
        withCloseButton={!running}
      >
        <Stack gap="md">
          <ExportCountChoice value={count} onChange={setCount} disabled={running} />
          <ExportStatus progress={exporting.progress} failed={exporting.failed} />
          <Group justify="flex-end">
            <Button variant="default" onClick={modal.close} disabled={running}>
              {t('export.cancel')}
            </Button>
            <Button onClick={start} loading={running}>
              {t('export.submit')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
