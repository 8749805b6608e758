import { Table, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Alert, UpdateAlertBody } from '../../../common/api/alerts';
import { AlertEditRow } from './AlertEditRow';
import { AlertRow } from './AlertRow';

interface Props {
  alerts: Alert[];
  editingId: number | null;
  savingId: number | null;
  onEdit(alert: Alert | null): void;
  onSave(alert: Alert, changes: UpdateAlertBody): void;
  onDelete(alert: Alert): void;
}

const COLUMNS = [
  'name',
  'searchTerms',
  'filters',
  'frequency',
  'notifications',
  'lastNotification',
  'star',
  'actions',
] as const;

/** The alerts table: each row in list mode, or in edit mode for the one being edited. */
export function AlertsTable({ alerts, editingId, savingId, onEdit, onSave, onDelete }: Props) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={880}>
      <Table striped verticalSpacing="sm" aria-label={t('alerts.table.label')}>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <Table.Th key={column}>
                {column === 'star' ? (
                  <VisuallyHidden>{t('alerts.table.star')}</VisuallyHidden>
                ) : (
                  t(`alerts.table.${column}`)
                )}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {alerts.map((alert) => {
            const toggleStar = () => onSave(alert, { starred: !alert.starred });
            return alert.id === editingId ? (
              <AlertEditRow
                key={alert.id}
                alert={alert}
                saving={savingId === alert.id}
                onSave={(changes) => onSave(alert, changes)}
                onClose={() => onEdit(null)}
                onToggleStar={toggleStar}
              />
            ) : (
              <AlertRow
                key={alert.id}
                alert={alert}
                busy={savingId === alert.id}
                onEdit={() => onEdit(alert)}
                onDelete={() => onDelete(alert)}
                onToggleStar={toggleStar}
              />
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
