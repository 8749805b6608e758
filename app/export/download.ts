import type ExcelJS from 'exceljs';
import { madridWallClock } from '../../common/format';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Served from app/public: the product mark the title row of every export carries. */
export const LOGO_PATH = '/logo.png';

/**
 * `YYYY_MM_DD_exportacion_<what>.xlsx`, dated today in Madrid. The awards file is written
 * that way and the others as `date_exportacion_…`: one date pattern for all of them.
 */
export function exportFileName(what: string, now = new Date()): string {
  const day = madridWallClock(now)!.toISOString().slice(0, 10).replaceAll('-', '_');
  return `${day}_exportacion_${what}.xlsx`;
}

/** The logo's PNG bytes, or undefined: a missing logo must not stop an export. */
export async function fetchLogo(): Promise<ArrayBuffer | undefined> {
  try {
    const response = await fetch(LOGO_PATH);
    return response.ok ? await response.arrayBuffer() : undefined;
  } catch {
    return undefined;
  }
}

/** Writes the workbook and hands it to the browser as a download named `fileName`. */
export async function downloadWorkbook(workbook: ExcelJS.Workbook, fileName: string): Promise<void> {
  const bytes = await workbook.xlsx.writeBuffer();
  saveFile(new Blob([bytes], { type: XLSX_TYPE }), fileName);
}

/** Hands `blob` to the browser as a download named `fileName`. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the blob is no longer needed once it has been read.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
