import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { exportFileName } from './download';
import {
  addSheet,
  buildWorkbook,
  type Column,
  createWorkbook,
  DATE_FORMAT,
  DATE_TIME_FORMAT,
  EURO_FORMAT,
  HEADER_ROW,
  HIGHLIGHT_ARGB,
} from './workbook';

interface Item {
  name: string;
  amount: string | null;
  day: string | null;
  deadline: string | null;
  url: string | null;
}

const columns: Column<Item>[] = [
  { header: 'Nombre', kind: 'text', width: 30, value: (i) => i.name },
  { header: 'Importe', kind: 'euros', width: 16, value: (i) => i.amount },
  { header: 'Fecha', kind: 'date', width: 12, value: (i) => i.day },
  { header: 'Plazo', kind: 'dateTime', width: 20, value: (i) => i.deadline },
  { header: 'Enlace', kind: 'link', width: 30, value: (i) => i.url && { text: 'Abrir', url: i.url } },
];

const items: Item[] = [
  {
    name: 'Limpieza de edificios',
    amount: '1234567.89',
    day: '2024-05-03',
    deadline: '2024-07-01T12:05:09Z',
    url: 'https://contrataciondelestado.es/x',
  },
  { name: 'Sin datos', amount: null, day: null, deadline: 'no es fecha', url: null },
];

const logo = readFileSync(new URL('../public/logo.png', import.meta.url));

const logoBytes = logo.buffer.slice(logo.byteOffset, logo.byteOffset + logo.byteLength);

/** Writes the workbook and reads it back, as Excel would open the file. */
async function reread(built: ExcelJS.Workbook) {
  const read = new ExcelJS.Workbook();
  await read.xlsx.load(await built.xlsx.writeBuffer());
  return read;
}

function roundTrip(withLogo = true) {
  return reread(
    buildWorkbook({
      sheetName: 'Pruebas',
      title: 'Exportación de prueba',
      columns,
      rows: items,
      logo: withLogo ? logoBytes : undefined,
    }),
  );
}

describe('buildWorkbook', () => {
  it('writes one named sheet: logo and title, then a frozen header row', async () => {
    const workbook = await roundTrip();
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Pruebas']);
    const sheet = workbook.getWorksheet('Pruebas')!;
    expect(sheet.getImages()).toHaveLength(1);
    expect(sheet.getCell('B1').value).toBe('Exportación de prueba');
    expect(sheet.getRow(HEADER_ROW).values).toEqual([
      undefined,
      'Nombre',
      'Importe',
      'Fecha',
      'Plazo',
      'Enlace',
    ]);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: HEADER_ROW });
    expect(sheet.getColumn(1).width).toBe(30);
    expect(sheet.getColumn(4).width).toBe(20);
    expect(sheet.rowCount).toBe(HEADER_ROW + items.length);
  });

  it('puts the title in A1 when there is no logo', async () => {
    const sheet = (await roundTrip(false)).getWorksheet('Pruebas')!;
    expect(sheet.getImages()).toHaveLength(0);
    expect(sheet.getCell('A1').value).toBe('Exportación de prueba');
  });

  it('types the cells: euros as numbers, dates as dates in Madrid time, links as hyperlinks', async () => {
    const row = (await roundTrip()).getWorksheet('Pruebas')!.getRow(HEADER_ROW + 1);
    expect(row.getCell(1).value).toBe('Limpieza de edificios');

    const amount = row.getCell(2);
    expect(amount.value).toBe(1234567.89);
    expect(amount.numFmt).toBe(EURO_FORMAT);

    const day = row.getCell(3);
    expect(day.value).toBeInstanceOf(Date);
    expect((day.value as Date).toISOString()).toBe('2024-05-03T00:00:00.000Z');
    expect(day.numFmt).toBe(DATE_FORMAT);

    // 12:05:09 UTC is 14:05:09 in Madrid in summer: the cell shows what a reader in Spain sees.
    const deadline = row.getCell(4);
    expect((deadline.value as Date).toISOString()).toBe('2024-07-01T14:05:09.000Z');
    expect(deadline.numFmt).toBe(DATE_TIME_FORMAT);

    expect(row.getCell(5).value).toEqual({ text: 'Abrir', hyperlink: 'https://contrataciondelestado.es/x' });
  });

  it('leaves missing or unreadable values empty', async () => {
    const row = (await roundTrip()).getWorksheet('Pruebas')!.getRow(HEADER_ROW + 2);
    expect([2, 3, 4, 5].map((c) => row.getCell(c).value)).toEqual([null, null, null, null]);
  });
});

describe('addSheet', () => {
  it('adds sheets in order, each with its logo, title and header, empty ones included', async () => {
    const built = createWorkbook();
    addSheet(built, { sheetName: 'Primera', title: 'Uno', columns, rows: items, logo: logoBytes });
    addSheet(built, { sheetName: 'Segunda', title: 'Dos', columns, rows: [], logo: logoBytes });
    const workbook = await reread(built);
    expect(workbook.worksheets.map((s) => [s.name, s.rowCount])).toEqual([
      ['Primera', HEADER_ROW + 2],
      ['Segunda', HEADER_ROW],
    ]);
    expect(workbook.worksheets.map((s) => s.getImages().length)).toEqual([1, 1]);
    expect(workbook.getWorksheet('Segunda')!.getCell('B1').value).toBe('Dos');
    expect(workbook.getWorksheet('Segunda')!.getRow(HEADER_ROW).getCell(2).value).toBe('Importe');
  });

  it('highlights a changed cell and keeps what it was before as its note', async () => {
    const built = createWorkbook();
    const marked: Column<Item>[] = columns.map((c) =>
      c.header === 'Importe' ? { ...c, previous: (i) => (i.amount ? 'Antes: 1.000,00 €' : null) } : c,
    );
    addSheet(built, { sheetName: 'Cambios', title: 'Cambios', columns: marked, rows: items });
    const sheet = (await reread(built)).getWorksheet('Cambios')!;
    const changed = sheet.getRow(HEADER_ROW + 1).getCell(2);
    expect(changed.value).toBe(1234567.89);
    expect(changed.numFmt).toBe(EURO_FORMAT);
    expect(changed.fill).toEqual({ type: 'pattern', pattern: 'solid', fgColor: { argb: HIGHLIGHT_ARGB } });
    expect(changed.note).toBe('Antes: 1.000,00 €');
    // Neither the unchanged cell beside it nor the row without a change is marked.
    const unchanged = [sheet.getRow(HEADER_ROW + 1).getCell(1), sheet.getRow(HEADER_ROW + 2).getCell(2)];
    expect(unchanged.map((c) => [c.fill?.type === 'pattern' && c.fill.pattern, c.note])).toEqual([
      [false, undefined],
      ['none', undefined],
    ]);
  });
});

describe('exportFileName', () => {
  it('dates the file YYYY_MM_DD in Madrid', () => {
    expect(exportFileName('licitaciones', new Date('2026-11-23T09:00:00Z'))).toBe(
      '2026_11_23_exportacion_licitaciones.xlsx',
    );
    // 23:30 UTC on 31 December is already New Year's Day in Madrid.
    expect(exportFileName('adjudicaciones', new Date('2025-12-31T23:30:00Z'))).toBe(
      '2026_01_01_exportacion_adjudicaciones.xlsx',
    );
  });
});
