import type ExcelJS from 'exceljs';
import type { Notification } from '../../../../common/api/notifications';
import { formatDate } from '../../../../common/format';
import { addSheet, createWorkbook } from '../../../export/workbook';
import i18n from '../../../i18n';
import { NOTIFICATION_SHEETS } from './notification-sheets';

export interface NotificationsWorkbook {
  workbook: ExcelJS.Workbook;
  /** The notifications written on some sheet: the ones the user may then mark as processed. */
  exportedIds: number[];
}

/**
 * The notifications export: each notification on the sheet of its kind, in the order
 * given; every sheet is written, empty or not. Kinds without a sheet (reminders) are left out,
 * and so out of `exportedIds`.
 */
export function buildNotificationsWorkbook(
  notifications: readonly Notification[],
  { origin, logo, now = new Date() }: { origin: string; logo?: ArrayBuffer; now?: Date },
): NotificationsWorkbook {
  const workbook = createWorkbook();
  const exported = new Set<number>();
  for (const sheet of NOTIFICATION_SHEETS) {
    const rows = notifications.filter((n) => sheet.holds(n));
    for (const n of rows) exported.add(n.id);
    const name = i18n.t(sheet.nameKey);
    addSheet(workbook, {
      sheetName: name,
      title: i18n.t('notificationsExport.title', { sheet: name, date: formatDate(now) }),
      columns: sheet.columns(origin),
      rows,
      logo,
    });
  }
  return { workbook, exportedIds: notifications.filter((n) => exported.has(n.id)).map((n) => n.id) };
}
