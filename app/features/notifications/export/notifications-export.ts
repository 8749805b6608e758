import type { NotificationSort } from '../../../../common/api/notifications';
import { fetchNotificationInbox } from '../../../api/notifications/notifications-api';
import { downloadWorkbook, exportFileName, fetchLogo } from '../../../export/download';
import type { ProgressListener } from '../../../export/export-progress';
import { type ExportCount, fetchExportRows, pagesToFetch } from '../../../export/export-rows';
import { buildNotificationsWorkbook } from './notifications-workbook';

/** The inbox as on screen: its page and order. */
export interface InboxScreen {
  page: number;
  pageSize: number;
  sort: NotificationSort;
}

/**
 * The inbox to Excel: the chosen number of unprocessed notifications, in the screen's order
 * (newest or most relevant first), as `YYYY_MM_DD_exportacion_notificaciones_licitaciones.xlsx`.
 * Loaded only when the user exports, so exceljs stays out of the page's first download. Resolves
 * with the ids of the notifications the file lists, for the wizard's "mark as processed".
 */
export async function exportNotifications(
  screen: InboxScreen,
  count: ExportCount,
  onProgress: ProgressListener,
): Promise<number[]> {
  const logo = fetchLogo();
  const notifications = await fetchExportRows(
    count,
    pagesToFetch(count, screen.page, screen.pageSize),
    async ({ page, pageSize }) => {
      const answer = await fetchNotificationInbox({ page, pageSize, sort: screen.sort });
      return { rows: answer.notifications, totalPages: answer.metadata.total_pages };
    },
    (share) => onProgress({ stage: 'fetching', share }),
  );
  onProgress({ stage: 'building' });
  const { workbook, exportedIds } = buildNotificationsWorkbook(notifications, {
    origin: window.location.origin,
    logo: await logo,
  });
  await downloadWorkbook(workbook, exportFileName('notificaciones_licitaciones'));
  return exportedIds;
}
