import { Alert, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type ExportProgress, progressPercent } from './export-progress';

interface Props {
  /** Null when no export is running. */
  progress: ExportProgress | null;
  failed: boolean;
}

/** The running export's progress bar and stage, or the message of a failed one. */
export function ExportStatus({ progress, failed }: Props) {
  const { t } = useTranslation();
  return (
    <>
      {progress && (
        <Stack gap={4}>
          <Progress value={progressPercent(progress)} animated aria-label={t(`export.${progress.stage}`)} />
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
    </>
  );
}
