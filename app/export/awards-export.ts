import type { PartyTenderResultsBody } from '../../common/api/procurement-party';
import { PARTY_ROUTES } from '../../common/api/routes/parties';
import { formatDate } from '../../common/format';
import { api } from '../api/client';
import i18n from '../i18n';
import { AWARDS_SHEET, awardColumns } from './awards-sheet';
import { downloadWorkbook, exportFileName, fetchLogo } from './download';
import type { ProgressListener } from './export-progress';
import { CURRENT_PAGE_COUNT, type ExportCount } from './export-rows';
import { buildWorkbook } from './workbook';

export interface AwardsExportQuery {
  partyId: number;
  partyName: string;
  /** The awards view's request: years, words, filters and the page on screen. */
  body: PartyTenderResultsBody;
}

/**
 * The company's awards as `YYYY_MM_DD_exportacion_adjudicaciones.xlsx`, sheet 'Adjudicaciones'.
 * The current page is asked for as such; larger exports use the tender-results call without a
 * page, which answers every award up to the export maximum, newest first.
 */
export async function exportAwards(
  { partyId, partyName, body }: AwardsExportQuery,
  count: ExportCount,
  onProgress: ProgressListener,
): Promise<void> {
  const logo = fetchLogo();
  onProgress({ stage: 'fetching', share: 0 });
  const { page, ...everyPage } = body;
  const answer = await api.call(PARTY_ROUTES.awards, {
    params: { id: partyId },
    body: count === CURRENT_PAGE_COUNT ? body : everyPage,
  });
  onProgress({ stage: 'fetching', share: 1 });
  const rows = count === CURRENT_PAGE_COUNT ? answer.tender_results : answer.tender_results.slice(0, count);
  onProgress({ stage: 'building' });
  const workbook = buildWorkbook({
    sheetName: AWARDS_SHEET,
    title: i18n.t('export.awardsTitle', { party: partyName, date: formatDate(new Date()) }),
    columns: awardColumns(window.location.origin),
    rows,
    logo: await logo,
  });
  await downloadWorkbook(workbook, exportFileName('adjudicaciones'));
}
