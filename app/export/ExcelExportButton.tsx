import { Alert, Button, Group, Modal, Progress, Radio, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ExportProgress, progressPercent } from './export-progress';
import { CURRENT_PAGE_COUNT, EXPORT_COUNTS, type ExportCount } from './export-rows';

interface Props {
  /** No rows to export. */
  disabled?: boolean;
  /** Fetches the rows, builds the workbook and downloads it, reporting progress. */
  run(count: ExportCount, onProgress: (progress: ExportProgress) => void): Promise<void>;
}

/** 'Exportar Excel' and its modal: how many rows (spec §9), progress while building, then the download. */
export function ExcelExportButton({ disabled, run }: Props) {
  const { t } = useTranslation();
  const [opened, modal] = useDisclosure(false);
  const [count, setCount] = useState<ExportCount>(CURRENT_PAGE_COUNT);
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const [failed, setFailed] = useState(false);
  const running = progress !== null;

  const start = async () => {
    setFailed(false);
    setProgress({ stage: 'fetching', share: 0 });
    try {
      await run(count, setProgress);
      modal.close();
    } catch (error) {
      // Spec §8: export failures are logged; the modal stays open to try again.
      console.error('Excel export failed', error);
      setFailed(true);
    } finally {
      setProgress(null);
    }
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
          <Radio.Group
            label={t('export.count')}
            value={String(count)}
            onChange={(value) => setCount(Number(value) as ExportCount)}
          >
            <Stack gap="xs" mt="xs">
              {EXPORT_COUNTS.map((n) => (
                <Radio key={n} value={String(n)} label={t(`export.counts.${n}`)} disabled={running} />
              ))}
            </Stack>
          </Radio.Group>
          {progress && (
            <Stack gap={4}>
              <Progress
                value={progressPercent(progress)}
                animated
                aria-label={t(`export.${progress.stage}`)}
              />
              <Text size="sm" c="dimmed" aria-live="polite">
                {t(`export.${progress.stage}`)}
              </Text>
            </Stack>
          )}
          {failed && (
            <Alert color="red" variant="light">
              {t('export.failed')}
            </Alert>
          )}
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
