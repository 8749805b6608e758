import type { MarketAnalysis } from '../../../common/api/market';
import { downloadWorkbook, exportFileName, fetchLogo } from '../../export/download';
import { buildMarketWorkbook } from './market-workbook';

/** The market on screen as `YYYY_MM_DD_exportacion_mercado.xlsx`. */
export async function exportMarket(market: MarketAnalysis): Promise<void> {
  const workbook = buildMarketWorkbook(market, {
    url: window.location.href,
    origin: window.location.origin,
    logo: await fetchLogo(),
  });
  await downloadWorkbook(workbook, exportFileName('mercado'));
}
