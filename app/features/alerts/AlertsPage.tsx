import { Alert as Banner, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Alert, AlertType, UpdateAlertBody } from '../../../common/api/alerts';
import { useAlerts, useDeleteAlert, useUpdateAlert } from '../../api/alerts/use-alerts';
import { SearchPagination } from '../../ui/SearchPagination';
import { AlertsTable } from './AlertsTable';
import { DeleteAlertModal } from './DeleteAlertModal';
import { useTimedBanner } from './use-timed-banner';

/**
 * The alerts tab (dashboard tab 6, /licitaciones/alertas): list, edit, star, run and delete, for
 * the tender alerts or the renewal alerts.
 */
export function AlertsPage() {
  const { t } = useTranslation();
  const [type, setType] = useState<AlertType>('procurement');
  const [page, setPage] = useState(1);
  const alerts = useAlerts(type, page);
  const update = useUpdateAlert();
  const remove = useDeleteAlert();
  const [editingId, setEditingId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<Alert | null>(null);
  const { banner, show, hide } = useTimedBanner();

  const save = async (alert: Alert, changes: UpdateAlertBody) => {
    const editing = alert.id === editingId && 'name' in changes;
    try {
      const saved = await update.mutateAsync({ id: alert.id, changes });
      if (!editing) return;
      setEditingId(null);
      show({ kind: 'success', text: t('alerts.updated', { name: saved.name }) });
    } catch {
      // A failed star toggle is only logged; a failed edit says so and stays open.
      if (editing) show({ kind: 'error', text: t('alerts.notUpdated', { name: alert.name }) });
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting);
    } catch {
      // Only logged, by the mutation cache; the alert stays in the list.
    }
    setDeleting(null);
  };

  const data = alerts.data;
  return (
    <Stack gap="md">
      <Title order={1}>{t('dashboard.titles.alerts')}</Title>
      <SegmentedControl
        aria-label={t('alerts.types.label')}
        value={type}
        onChange={(value) => {
          setType(value as AlertType);
          setPage(1);
          setEditingId(null);
        }}
        data={[
          { value: 'procurement', label: t('alerts.types.procurement') },
          { value: 'renewal', label: t('alerts.types.renewal') },
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      {banner && (
        <Banner
          color={banner.kind === 'success' ? 'green' : 'red'}
          icon={banner.kind === 'success' ? <IconCircleCheck /> : <IconCircleX />}
          role={banner.kind === 'success' ? 'status' : 'alert'}
          data-testid="alert-banner"
          withCloseButton
          closeButtonLabel={t('alerts.closeBanner')}
          onClose={hide}
        >
          {banner.text}
        </Banner>
      )}
      {alerts.isError && <Text c="red">{t('alerts.loadFailed')}</Text>}
      {data && data.alerts.length === 0 && (
        <Paper withBorder p="xl" radius="md">
          <Text c="dimmed" ta="center">
            {t(type === 'renewal' ? 'alerts.emptyRenewals' : 'alerts.empty')}
          </Text>
        </Paper>
      )}
      {data && data.alerts.length > 0 && (
        <AlertsTable
          alerts={data.alerts}
          editingId={editingId}
          savingId={update.isPending ? (update.variables?.id ?? null) : null}
          onEdit={(alert) => setEditingId(alert?.id ?? null)}
          onSave={save}
          onDelete={setDeleting}
        />
      )}
      <SearchPagination
        page={data?.metadata.current_page ?? page}
        totalPages={data?.metadata.total_pages ?? 0}
        disabled={alerts.isFetching}
        onChange={setPage}
      />
      {deleting && (
        <DeleteAlertModal
          alert={deleting}
          deleting={remove.isPending}
          onConfirm={confirmDelete}
          onCancel={() => setDeleting(null)}
        />
      )}
    </Stack>
  );
}
