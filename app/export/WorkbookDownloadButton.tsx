import { Button, Group, Text } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useExportRun } from './use-export-run';

interface Props {
  disabled?: boolean;
  /** Builds the workbook from figures already on screen and downloads it (import exceljs lazily). */
  download(): Promise<void>;
}

/** 'Exportar Excel' for a screen whose figures are all loaded: it downloads at once, no modal. */
export function WorkbookDownloadButton({ disabled, download }: Props) {
  const { t } = useTranslation();
  const exporting = useExportRun();
  return (
    <Group gap="xs">
      {exporting.failed && (
        <Text size="sm" c="red" role="alert">
          {t('export.failed')}
        </Text>
      )}
      <Button
        variant="default"
        leftSection={<IconFileSpreadsheet size={16} />}
        onClick={() => exporting.start(download)}
        loading={exporting.running}
        disabled={disabled}
      >
        {t('export.button')}
      </Button>
    </Group>
  );
}
