import type { ProcurementSearchBody } from '../../common/api/procurement-search';
import { TENDER_ROUTES } from '../../common/api/routes/tenders';
import { formatDate } from '../../common/format';
import { api } from '../api/client';
import i18n from '../i18n';
import { downloadWorkbook, exportFileName, fetchLogo } from './download';
import type { ProgressListener } from './export-progress';
import { type ExportCount, fetchExportRows, pagesToFetch } from './export-rows';
import { TENDERS_SHEET, tenderColumns } from './tenders-sheet';
import { buildWorkbook } from './workbook';

/**
 * The search export: the chosen number of results of the search on screen, in its
 * order, as `YYYY_MM_DD_exportacion_licitaciones.xlsx`, sheet 'Licitaciones'. Loaded only when
 * the user exports, so exceljs stays out of the page's first download.
 */
export async function exportSearch(
  body: ProcurementSearchBody & { page: number; pageSize: number },
  count: ExportCount,
  onProgress: ProgressListener,
): Promise<void> {
  const logo = fetchLogo();
  const rows = await fetchExportRows(
    count,
    pagesToFetch(count, body.page, body.pageSize),
    async ({ page, pageSize }) => {
      const answer = await api.call(TENDER_ROUTES.search, { body: { ...body, page, pageSize } });
      return { rows: answer.results, totalPages: answer.metadata.total_pages };
    },
    (share) => onProgress({ stage: 'fetching', share }),
  );
  onProgress({ stage: 'building' });
  const workbook = buildWorkbook({
    sheetName: TENDERS_SHEET,
    title: i18n.t('export.tendersTitle', { date: formatDate(new Date()) }),
    columns: tenderColumns(window.location.origin),
    rows,
    logo: await logo,
  });
  await downloadWorkbook(workbook, exportFileName('licitaciones'));
}
