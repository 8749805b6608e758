import type { RenewalSearchBody } from '../../../common/api/renewals';
import { formatDate } from '../../../common/format';
import { downloadWorkbook, exportFileName, fetchLogo } from '../../export/download';
import type { ProgressListener } from '../../export/export-progress';
import { type ExportCount, fetchExportRows, pagesToFetch } from '../../export/export-rows';
import { buildWorkbook } from '../../export/workbook';
import i18n from '../../i18n';
import { searchRenewals } from './renewals-api';
import { renewalColumns } from './renewals-sheet';

/**
 * The renewals export: the chosen number of contracts of the radar on screen, soonest end
 * first, as `YYYY_MM_DD_exportacion_renovaciones.xlsx`, sheet 'Renovaciones'. Loaded only when
 * the user exports, so exceljs stays out of the page's first download.
 */
export async function exportRenewals(
  body: RenewalSearchBody & { page: number; pageSize: number },
  count: ExportCount,
  onProgress: ProgressListener,
): Promise<void> {
  const logo = fetchLogo();
  let ending = { from: '', to: '' };
  const rows = await fetchExportRows(
    count,
    pagesToFetch(count, body.page, body.pageSize),
    async ({ page, pageSize }) => {
      const answer = await searchRenewals({ ...body, page, pageSize });
      ending = answer.metadata.ending;
      return { rows: answer.results, totalPages: answer.metadata.total_pages };
    },
    (share) => onProgress({ stage: 'fetching', share }),
  );
  onProgress({ stage: 'building' });
  const workbook = buildWorkbook({
    sheetName: i18n.t('renewals.export.sheet'),
    title: i18n.t('renewals.export.title', {
      from: formatDate(ending.from),
      to: formatDate(ending.to),
      date: formatDate(new Date()),
    }),
    columns: renewalColumns(window.location.origin),
    rows,
    logo: await logo,
  });
  await downloadWorkbook(workbook, exportFileName('renovaciones'));
}
