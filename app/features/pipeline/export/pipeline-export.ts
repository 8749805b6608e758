import type { PipelineCard } from '../../../../common/api/pipeline';
import { downloadWorkbook, exportFileName, fetchLogo } from '../../../export/download';
import { buildPipelineWorkbook } from './pipeline-workbook';

/**
 * The cards on screen (the board's, or the list's in its order and filters) as
 * `YYYY_MM_DD_exportacion_oportunidades.xlsx`. Loaded only when the user exports, so exceljs
 * stays out of the page's first download.
 */
export async function exportPipeline(cards: readonly PipelineCard[]): Promise<void> {
  const workbook = buildPipelineWorkbook(cards, {
    origin: window.location.origin,
    now: new Date(),
    logo: await fetchLogo(),
  });
  await downloadWorkbook(workbook, exportFileName('oportunidades'));
}
