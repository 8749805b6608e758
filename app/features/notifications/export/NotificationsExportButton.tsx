import { Button, Modal, Stepper } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useExportRun } from '../../../export/use-export-run';
import { ExportStep } from './ExportStep';
import { MarkProcessedStep } from './MarkProcessedStep';
import type { InboxScreen } from './notifications-export';

interface Props {
  /** The inbox page on screen, for the "current page" choice. */
  screen: InboxScreen;
  /** No notifications to export. */
  disabled?: boolean;
}

/**
 * 'Exportar Excel' on the notifications page and its two-page wizard: choose how many
 * and download, then optionally mark the exported notifications as processed, then close.
 */
export function NotificationsExportButton({ screen, disabled }: Props) {
  const { t } = useTranslation();
  const [opened, modal] = useDisclosure(false);
  const [exportedIds, setExportedIds] = useState<number[] | null>(null);
  const exporting = useExportRun();
  const busy = exporting.running;

  const open = () => {
    setExportedIds(null);
    modal.open();
  };

  return (
    <>
      <Button
        variant="default"
        leftSection={<IconFileSpreadsheet size={16} />}
        onClick={open}
        disabled={disabled}
      >
        {t('export.button')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => !busy && modal.close()}
        title={t('notificationsExport.modalTitle')}
        closeOnClickOutside={!busy}
        closeOnEscape={!busy}
        withCloseButton={!busy}
        size="lg"
      >
        <Stepper active={exportedIds === null ? 0 : 1} allowNextStepsSelect={false} size="sm">
          <Stepper.Step label={t('notificationsExport.steps.export')}>
            <ExportStep
              screen={screen}
              exporting={exporting}
              onExported={setExportedIds}
              onCancel={modal.close}
            />
          </Stepper.Step>
          <Stepper.Step label={t('notificationsExport.steps.process')}>
            {exportedIds && <MarkProcessedStep ids={exportedIds} onClose={modal.close} />}
          </Stepper.Step>
        </Stepper>
      </Modal>
    </>
  );
}
