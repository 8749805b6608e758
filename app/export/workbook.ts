import ExcelJS from 'exceljs';
import { madridWallClock } from '../../common/format';

/**
 * The one way the app lays out an Excel export: a title row with the product logo, a frozen,
 * filterable header row, then one row per item with typed cells — amounts as numbers in euros,
 * dates as real dates — so a professional can sort, sum and filter them in Excel.
 */

export const EURO_FORMAT = '#,##0.00 "€"';
export const PERCENT_FORMAT = '0.0%';
export const DATE_FORMAT = 'dd/mm/yyyy';
// The product shows deadlines as HH:mm:ss DD/MM/YYYY: the cells read the same.
export const DATE_TIME_FORMAT = 'hh:mm:ss dd/mm/yyyy';

const BRAND = 'FF114B97';
const TITLE_ROW = 1;
export const HEADER_ROW = 2;
const LOGO_PX = 40;

export interface LinkValue {
  text: string;
  url: string;
}

/**
 * Each kind reads its value as: text → string, link → LinkValue, euros → decimal string or number,
 * number → a count or a median (Excel's general format: 3, 2.5), percent → a fraction (0.123
 * shows 12,3 %), date and dateTime → ISO date or instant.
 */
export type ColumnKind = 'text' | 'link' | 'euros' | 'number' | 'percent' | 'date' | 'dateTime';

export interface Column<Row> {
  header: string;
  kind: ColumnKind;
  /** In characters, as Excel measures column widths. */
  width: number;
  value(row: Row): string | number | LinkValue | null | undefined;
  /**
   * For a cell whose value changed: what it was before. Such a cell is filled in the highlight
   * colour and carries the earlier value as its note; null or undefined leaves the cell plain.
   */
  previous?(row: Row): string | null | undefined;
  /** Text of several lines (one per line break), wrapped inside the cell. */
  wrap?: boolean;
}

export interface SheetSpec<Row> {
  sheetName: string;
  /** Written beside the logo, e.g. "Exportación de licitaciones · 23/11/2026". */
  title: string;
  columns: Column<Row>[];
  rows: readonly Row[];
  /** PNG bytes of the product logo; the title row goes without it when the logo could not be had. */
  logo?: ArrayBuffer;
}

/** The fill of a changed cell (a light amber, as a highlighter pen would mark it). */
export const HIGHLIGHT_ARGB = 'FFFFE699';

type Cell = ExcelJS.CellValue;

function toNumber(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

function cellValue<Row>(column: Column<Row>, row: Row): Cell {
  const value = column.value(row);
  if (value === null || value === undefined || value === '') return null;
  switch (column.kind) {
    case 'euros':
    case 'number':
    case 'percent':
      return toNumber(value);
    case 'date':
    case 'dateTime':
      return typeof value === 'object' ? null : (madridWallClock(value) ?? null);
    case 'link':
      return typeof value === 'object' ? { text: value.text || value.url, hyperlink: value.url } : null;
    default:
      return typeof value === 'object' ? value.text : String(value);
  }
}

const NUMBER_FORMATS: Partial<Record<ColumnKind, string>> = {
  euros: EURO_FORMAT,
  percent: PERCENT_FORMAT,
  date: DATE_FORMAT,
  dateTime: DATE_TIME_FORMAT,
};

// Every sheet of a workbook shows the same logo: its bytes are stored in the file once.
const logoIds = new WeakMap<ExcelJS.Workbook, number>();

function logoImage(workbook: ExcelJS.Workbook, logo: ArrayBuffer): number {
  let id = logoIds.get(workbook);
  if (id === undefined) {
    id = workbook.addImage({ buffer: logo as ExcelJS.Buffer, extension: 'png' });
    logoIds.set(workbook, id);
  }
  return id;
}

function addTitleRow(workbook: ExcelJS.Workbook, sheet: ExcelJS.Worksheet, spec: SheetSpec<unknown>) {
  const row = sheet.getRow(TITLE_ROW);
  row.height = 36;
  const titleCell = row.getCell(spec.logo ? 2 : 1);
  titleCell.value = spec.title;
  titleCell.font = { bold: true, size: 14, color: { argb: BRAND } };
  titleCell.alignment = { vertical: 'middle' };
  if (!spec.logo) return;
  const image = logoImage(workbook, spec.logo);
  // Anchored just inside A1, 40 px square, so it never spills over the header row.
  sheet.addImage(image, { tl: { col: 0.1, row: 0.05 }, ext: { width: LOGO_PX, height: LOGO_PX } });
}

function addHeaderRow(sheet: ExcelJS.Worksheet, columns: Column<unknown>[]) {
  const row = sheet.getRow(HEADER_ROW);
  row.values = columns.map((c) => c.header);
  row.height = 20;
  row.eachCell((cell) => {
    cell.font = { bold: true, color: { argb: 'FFFFFFFF' } };
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: BRAND } };
    cell.alignment = { vertical: 'middle' };
  });
}

/** An empty workbook, to add sheets to with {@link addSheet}. */
export function createWorkbook(): ExcelJS.Workbook {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Licitaciones';
  workbook.created = new Date();
  return workbook;
}

function markChanged(cell: ExcelJS.Cell, previous: string) {
  cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: HIGHLIGHT_ARGB } };
  cell.note = previous;
}

/** Adds one sheet: title row, frozen and filterable header row, then the typed rows. */
export function addSheet<Row>(workbook: ExcelJS.Workbook, spec: SheetSpec<Row>): ExcelJS.Worksheet {
  const sheet = workbook.addWorksheet(spec.sheetName, {
    views: [{ state: 'frozen', ySplit: HEADER_ROW }],
  });
  spec.columns.forEach((column, i) => {
    const sheetColumn = sheet.getColumn(i + 1);
    sheetColumn.width = column.width;
  });
  const columns = spec.columns as Column<unknown>[];
  addTitleRow(workbook, sheet, spec as SheetSpec<unknown>);
  addHeaderRow(sheet, columns);

  spec.rows.forEach((item, index) => {
    const row = sheet.getRow(HEADER_ROW + 1 + index);
    columns.forEach((column, i) => {
      const cell = row.getCell(i + 1);
      cell.value = cellValue(column, item);
      const numFmt = NUMBER_FORMATS[column.kind];
      if (numFmt) cell.numFmt = numFmt;
      if (column.wrap) cell.alignment = { wrapText: true, vertical: 'top' };
      if (column.kind === 'link' && cell.value !== null) {
        cell.font = { color: { argb: 'FF0563C1' }, underline: true };
      }
      const previous = column.previous?.(item);
      if (previous !== null && previous !== undefined) markChanged(cell, previous);
    });
  });
  sheet.autoFilter = {
    from: { row: HEADER_ROW, column: 1 },
    to: { row: HEADER_ROW + spec.rows.length, column: columns.length },
  };
  return sheet;
}

/** Builds the workbook of one sheet; write it with `workbook.xlsx.writeBuffer()`. */
export function buildWorkbook<Row>(spec: SheetSpec<Row>): ExcelJS.Workbook {
  const workbook = createWorkbook();
  addSheet(workbook, spec);
  return workbook;
}
