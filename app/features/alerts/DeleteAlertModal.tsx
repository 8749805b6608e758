import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Alert } from '../../../common/api/alerts';

interface Props {
  alert: Alert;
  deleting: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** Asks before an alert is deleted for good. */
export function DeleteAlertModal({ alert, deleting, onConfirm, onCancel }: Props) {
  const { t } = useTranslation();
  return (
    <Modal opened onClose={onCancel} title={t('alerts.deleteConfirm.title')} centered>
      <Stack gap="md">
        <Text size="sm">{t('alerts.deleteConfirm.text', { name: alert.name })}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={deleting}>
            {t('alerts.deleteConfirm.cancel')}
          </Button>
          <Button color="red" onClick={onConfirm} loading={deleting}>
            {t('alerts.deleteConfirm.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
