import type ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatDate, formatEuros } from '../common/format';
import { type Account, createAccount, signedIn } from './support/accounts';
import { browserForFile } from './support/browser';
import { dataRows, downloadWorkbook, EURO_FORMAT, HEADER_ROW } from './support/excel-download';
import { awardTitle, listed, partyIdOf } from './support/party-page';
import { count, rows, search, searched } from './support/search-page';

// The server's database holds the real PLACSP pages of ../shared/placsp (support/global-setup.ts).
const browser = browserForFile();
let user: Account;
beforeAll(async () => {
  user = await createAccount('exportador');
});

/** Opens the export modal, picks `option`, downloads, and reads the file back as Excel would. */
async function exportExcel(page: Page, option: string) {
  await page.getByRole('button', { name: 'Exportar Excel' }).click();
  const modal = page.getByRole('dialog', { name: 'Exportar a Excel' });
  await modal.getByRole('radio', { name: option }).check();
  const file = await downloadWorkbook(page, () => modal.getByRole('button', { name: 'Descargar' }).click());
  await modal.waitFor({ state: 'hidden' });
  return file;
}

const FILE_DATE = /^(\d{4})_(\d{2})_(\d{2})_exportacion_/;

describe('Excel exports of the real PLACSP pages', () => {
  it('exports 50 and then all results of a search, with euros and dates as typed cells', async () => {
    const { context, page } = await signedIn(browser(), user);
    await searched(page, () => page.goto('/licitaciones/buscar'));
    await search(page, 'mantenimiento');
    expect(await count(page)).toBe(132);
    const field = async (name: string) =>
      (await rows(page).first().locator(`[data-field="${name}"]`).textContent()) ?? '';

    const fifty = await exportExcel(page, '50');
    expect(fifty.fileName).toMatch(/^\d{4}_\d{2}_\d{2}_exportacion_licitaciones\.xlsx$/);
    const [, year, month, day] = FILE_DATE.exec(fifty.fileName) ?? [];
    expect(`${day}/${month}/${year}`).toBe(formatDate(new Date()));
    expect(fifty.workbook.worksheets.map((s) => s.name)).toEqual(['Licitaciones']);
    const sheet = fifty.workbook.getWorksheet('Licitaciones')!;
    expect(sheet.getImages()).toHaveLength(1);
    const header = sheet.getRow(HEADER_ROW).values as unknown[];
    expect(header.slice(1, 4)).toEqual(['Nº expediente', 'Título', 'Entidad contratante']);
    expect(dataRows(sheet)).toHaveLength(50);

    // The first row of the sheet is the first row on screen, as typed cells.
    const first = sheet.getRow(HEADER_ROW + 1);
    const column = (name: string) => header.indexOf(name);
    expect(first.getCell(column('Título')).value).toBe(await field('title'));
    expect(first.getCell(column('Nº expediente')).value).toBe('SBS/19/05-007');
    const estimated = first.getCell(column('Valor estimado'));
    expect(estimated.value).toBe(758973.6);
    expect(estimated.numFmt).toBe(EURO_FORMAT);
    // The row names its figure's basis as the sheet's column does.
    expect(await field('amount')).toBe('758.973,60\u00a0€Valor estimado');
    const published = first.getCell(column('Fecha publicación'));
    expect(published.value).toBeInstanceOf(Date);
    expect((published.value as Date).toISOString()).toBe('2019-01-02T00:00:00.000Z');
    expect(await field('date')).toBe('Publicada 02/01/2019');
    // 13:00 UTC on 6 February is 14:00 in Madrid, as the screen shows it.
    expect((first.getCell(column('Fecha Límite Presentación')).value as Date).toISOString()).toBe(
      '2019-02-06T14:00:00.000Z',
    );
    expect(await field('deadline')).toBe('Plazo 06/02/2019 14:00');
    const detail = first.getCell(column('Ficha en Licitaciones')).value as ExcelJS.CellHyperlinkValue;
    // The tender page the screen's first title opens, without the screen's way back.
    const href = (await rows(page).first().locator('[data-field="title"]').getAttribute('href')) ?? '';
    expect(detail.hyperlink).toBe(new URL(new URL(href, page.url()).pathname, page.url()).href);
    expect(detail.hyperlink).toMatch(/\/licitaciones\/detalle\/\d+$/);

    // 'All' is every result of the search (132, under the maximum of 1000).
    const all = await exportExcel(page, 'Todas (máximo 1.000)');
    expect(dataRows(all.workbook.getWorksheet('Licitaciones')!)).toHaveLength(132);
    await context.close();
  });

  it("exports a company's awards with the view's words, as typed cells, one column per fact the table shows", async () => {
    // MATERIALES DE CONSTRUCCION LA UNION, S.L. won 13 minor contracts in the imported pages.
    const union = await partyIdOf(user, 'B46583761');
    const { context, page } = await signedIn(browser(), user);
    await listed(page, () => page.goto(`/licitaciones/empresa/${union}`));
    await page.getByRole('tab', { name: 'Licitaciones ganadas', selected: true }).waitFor();
    expect(await page.getByTestId('party-count').textContent()).toBe('13 adjudicaciones');
    const table = page.getByRole('table', { name: 'Licitaciones ganadas' });
    const firstRow = table.locator('tbody tr').first();
    const field = async (name: string) =>
      (await firstRow.locator(`[data-field="${name}"]`).textContent()) ?? '';

    const current = await exportExcel(page, '25 (página actual)');
    expect(current.fileName).toMatch(/^\d{4}_\d{2}_\d{2}_exportacion_adjudicaciones\.xlsx$/);
    expect(current.workbook.worksheets.map((s) => s.name)).toEqual(['Adjudicaciones']);
    const sheet = current.workbook.getWorksheet('Adjudicaciones')!;
    expect(sheet.getImages()).toHaveLength(1);
    // The table's facts, one column each; each amount of one basis (with VAT, without).
    const headers = (sheet.getRow(HEADER_ROW).values as unknown[]).slice(1);
    expect(headers).toEqual([
      'Fecha publicación',
      'Fecha adjudicación',
      'Resumen',
      'Título',
      'CPV',
      'Lugar',
      'Licitación: Presupuesto base con IVA',
      'Licitación: Presupuesto base sin IVA',
      'Descripción del lote',
      'Lote: Presupuesto base con IVA',
      'Lote: Presupuesto base sin IVA',
      'Adjudicado con IVA',
      'Adjudicado sin IVA',
      'Motivo de adjudicación',
      'Entidad contratante',
    ]);
    expect(dataRows(sheet)).toHaveLength(13);

    // The newest award first, as on screen: dates as dates, the amount received in euros.
    const first = sheet.getRow(HEADER_ROW + 1);
    const awarded = first.getCell(headers.indexOf('Fecha adjudicación') + 1).value as Date;
    expect(awarded.toISOString()).toBe('2019-12-30T00:00:00.000Z');
    expect(await field('award-date')).toBe('Adjudicada 30/12/2019');
    const received = first.getCell(headers.indexOf('Adjudicado con IVA') + 1);
    expect(received.value).toBe(3.36);
    expect(received.numFmt).toBe(EURO_FORMAT);
    expect(await field('received-amount')).toBe(`Recibido ${formatEuros(3.36)} con IVA`);
    expect(first.getCell(headers.indexOf('Título') + 1).value).toBe(await awardTitle(firstRow));

    // Words narrow the view; 'all' exports exactly what the view now counts.
    await page.getByRole('button', { name: 'Filtros' }).click();
    await page.getByRole('textbox', { name: 'Filtrar por texto' }).fill('cemento');
    await listed(page, () => page.getByRole('textbox', { name: 'Filtrar por texto' }).press('Enter'));
    const narrowed = Number((await page.getByTestId('party-count').textContent())?.replace(/\D/g, ''));
    expect(narrowed).toBeGreaterThan(0);
    expect(narrowed).toBeLessThan(13);
    const all = await exportExcel(page, 'Todas (máximo 1.000)');
    const titles = dataRows(all.workbook.getWorksheet('Adjudicaciones')!).map((r) => r.getCell(4).value);
    const shown = [];
    for (const row of await table.locator('tbody tr').all()) shown.push(await awardTitle(row));
    expect(titles).toEqual(shown);
    expect(titles).toHaveLength(narrowed);
    await context.close();
  });
});
