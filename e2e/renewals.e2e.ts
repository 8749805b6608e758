import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { addMonths, madridToday, parseCalendarDate, toCalendarDate } from '../common/calendar';
import { formatDate } from '../common/format';
import { type Account, createAccount, signedIn } from './support/accounts';
import { browserForFile } from './support/browser';
import { dataRows, downloadWorkbook, HEADER_ROW } from './support/excel-download';
import { PHONE, resultCards, sideScroll } from './support/results';
import { screenshots } from './support/screenshots';

// The server's database holds the real PLACSP pages of ../shared/placsp (support/global-setup.ts).
const browser = browserForFile();
let user: Account;
beforeAll(async () => {
  user = await createAccount('renovaciones');
});

/** Runs `action` and waits for the renewal search it triggers to be answered and shown. */
async function renewed(page: Page, action: () => Promise<unknown>) {
  const answered = page.waitForResponse((r) => r.url().endsWith('/v1/procurement/renewals/search'));
  await action();
  expect((await answered).status()).toBe(200);
  await page
    .getByRole('button', { name: 'Buscar', exact: true })
    .and(page.locator(':not([data-loading])'))
    .waitFor();
}

const rows = (page: Page) => page.getByRole('table', { name: 'Contratos que terminan' }).locator('tbody tr');
const ends = (page: Page) => rows(page).locator('[data-field="execution-end"]').allTextContents();
const from = (page: Page) => page.getByRole('textbox', { name: 'Terminan desde' });
const to = (page: Page) => page.getByRole('textbox', { name: 'Terminan hasta' });
const CLOCK = 'Avisarme cuando queden 6 meses de la finalización del período de ejecución';
/** DD/MM/YYYY → YYYY-MM-DD, to compare the dates shown. */
const isoOf = (shown: string) => shown.split('/').reverse().join('-');

describe('Renovaciones: contracts whose execution ends between two dates', () => {
  it('looks 12 months ahead, searches a typed window, shows each end and exports the rows', async () => {
    const { context, page } = await signedIn(browser(), user);
    await page.goto('/licitaciones/buscar');
    await page.getByRole('heading', { level: 1, name: 'Buscar licitaciones' }).waitFor();
    await renewed(page, () => page.getByRole('tab', { name: 'Renovaciones' }).click());
    expect(new URL(page.url()).pathname).toBe('/licitaciones/renovaciones');
    await page.getByRole('heading', { level: 1, name: 'Renovaciones: contratos que terminan' }).waitFor();

    // The pickers show the default window: today (Madrid) to 12 months later.
    const today = madridToday();
    const yearAhead = toCalendarDate(addMonths(parseCalendarDate(today)!, 12));
    expect(await from(page).inputValue()).toBe(formatDate(today));
    expect(await to(page).inputValue()).toBe(formatDate(yearAhead));

    // A window typed day first: the contracts ending in 2019, soonest first, kept in the URL.
    await renewed(page, () => from(page).fill('01/01/2019'));
    await renewed(page, () => to(page).fill('31/12/2019'));
    await page.keyboard.press('Escape');
    const url = new URL(page.url());
    expect([url.searchParams.get('desde'), url.searchParams.get('hasta')]).toEqual([
      '2019-01-01',
      '2019-12-31',
    ]);
    const shown = (await ends(page)).map(isoOf);
    expect(shown.length).toBeGreaterThan(10);
    expect(shown).toEqual([...shown].sort());
    for (const end of shown) expect(end >= '2019-01-01' && end <= '2019-12-31').toBe(true);
    await screenshots(page, 'renewals');
    await screenshots(page, 'renewals-full', { fullPage: true });

    // An expediente: its end, how it was computed, its extension and its holders.
    await page.getByRole('textbox', { name: 'Palabras de búsqueda' }).fill('SER-17-134-OSA');
    await renewed(page, () => page.getByRole('textbox', { name: 'Palabras de búsqueda' }).press('Enter'));
    expect(await page.getByTestId('renewals-count').textContent()).toBe('1 contrato termina en estas fechas');
    const row = rows(page).first();
    expect(await row.locator('[data-field="title"]').textContent()).toBe('Servicio de Psiquiatría (lotes)');
    expect(await row.locator('[data-column="end"] p').allTextContents()).toEqual([
      '17/01/2019',
      'formalización + duración',
      'Prórroga: una posible prórroga de 12 meses',
      'Con prórrogas: 17/01/2020',
    ]);
    expect(await row.locator('[data-column="awardees"] a').allTextContents()).toEqual([
      'AFFOR PREVENCION PSICOSOCIAL SL',
      'GARRIDO-KAIFER SL',
      'JOSE FRANCISCO OLCINA RODRIGUEZ',
    ]);
    expect(await row.locator('[data-field="awarded-amount"]').textContent()).toBe('25.750,00\u00a0€');
    // Over since 2019: no follow clock to offer.
    // (While the follows load, a disabled bell holds the place.)
    await expect.poll(() => row.locator('[data-column="lead"] button').count()).toBe(0);

    // The Excel export of the row on screen.
    await page.getByRole('button', { name: 'Exportar Excel' }).click();
    const modal = page.getByRole('dialog', { name: 'Exportar a Excel' });
    const file = await downloadWorkbook(page, () => modal.getByRole('button', { name: 'Descargar' }).click());
    expect(file.fileName).toMatch(/^\d{4}_\d{2}_\d{2}_exportacion_renovaciones\.xlsx$/);
    const sheet = file.workbook.getWorksheet('Renovaciones')!;
    const header = sheet.getRow(HEADER_ROW).values as unknown[];
    const cell = (name: string) => dataRows(sheet)[0]!.getCell(header.indexOf(name)).value;
    expect(dataRows(sheet)).toHaveLength(1);
    expect(cell('Nº expediente')).toBe('SER-17-134-OSA');
    expect(cell('Fin de ejecución')).toEqual(new Date('2019-01-17T00:00:00Z'));
    expect(cell('Fin calculado con')).toBe('formalización + duración');
    expect(cell('Prórroga (texto publicado)')).toBe('una posible prórroga de 12 meses');
    expect(cell('Fin con prórrogas')).toEqual(new Date('2020-01-17T00:00:00Z'));
    expect(cell('Importe adjudicado sin IVA (€)')).toBe(25750);
    expect(cell('NIF adjudicatarios')).toBe('B91890707\nB85155679\n21633540Q');
    await context.close();
  });

  it('offers the follow clock on contracts still running', async () => {
    const { context, page } = await signedIn(browser(), user);
    // From today on (Madrid), so every contract listed is still running whatever day this runs.
    const today = madridToday();
    const later = toCalendarDate(addMonths(parseCalendarDate(today)!, 48));
    await renewed(page, () => page.goto(`/licitaciones/renovaciones?desde=${today}&hasta=${later}`));
    expect(await rows(page).count()).toBeGreaterThan(0);
    const clocks = rows(page).getByRole('button', { name: CLOCK });
    const shown = await rows(page).count();
    // Each row's clock once the follows are read (a disabled bell holds its place until then).
    await expect.poll(() => clocks.count()).toBe(shown);
    await screenshots(page, 'renewals-clock', { fullPage: true });

    // On a phone: one card per contract, clock included, and nothing scrolls sideways.
    await page.setViewportSize(PHONE);
    const cards = resultCards(page, 'Contratos que terminan');
    await expect.poll(() => cards.count()).toBe(shown);
    await expect.poll(() => cards.getByRole('button', { name: CLOCK }).count()).toBe(shown);
    await expect.poll(() => sideScroll(page)).toBe(0);
    await context.close();
  });
});
