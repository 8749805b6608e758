import type { PartyAnalytics } from '../../../../common/api/party-analytics';
import { downloadWorkbook, exportFileName, fetchLogo } from '../../../export/download';
import { buildAnalysisWorkbook } from './analysis-workbook';

/** The tab's figures as `YYYY_MM_DD_exportacion_analisis.xlsx`, from the answer already on screen. */
export async function exportAnalysis(analytics: PartyAnalytics, partyName: string): Promise<void> {
  const workbook = buildAnalysisWorkbook(analytics, {
    partyName,
    origin: window.location.origin,
    logo: await fetchLogo(),
  });
  await downloadWorkbook(workbook, exportFileName('analisis'));
}
