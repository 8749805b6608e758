import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';

/** The app's exports: a title row with the logo, then the header row (app/export/workbook.ts). */
export const HEADER_ROW = 2;
export const EURO_FORMAT = '#,##0.00 "€"';

/** Clicks `start`, waits for the download it triggers and reads the file back as Excel would. */
export async function downloadWorkbook(page: Page, start: () => Promise<unknown>) {
  const downloading = page.waitForEvent('download');
  await start();
  const download = await downloading;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  return { fileName: download.suggestedFilename(), workbook };
}

/** The data rows of a sheet: every row below the header row. */
export function dataRows(sheet: ExcelJS.Worksheet) {
  return sheet.getRows(HEADER_ROW + 1, sheet.rowCount - HEADER_ROW) ?? [];
}

/** A sheet's header names (without exceljs's empty first slot). */
export function headerNames(sheet: ExcelJS.Worksheet): unknown[] {
  return (sheet.getRow(HEADER_ROW).values as unknown[]).slice(1);
}
