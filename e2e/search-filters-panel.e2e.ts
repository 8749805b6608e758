import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { madridToday } from '../common/calendar';
import { type Account, createAccount, signedIn, signInThroughForm } from './support/accounts';
import { browserForFile, newVisitor } from './support/browser';
import { listed, partyIdOf } from './support/party-page';
import { screenshots } from './support/screenshots';
import { count, rows, searched } from './support/search-page';

// The server's database holds the real PLACSP pages of ../shared/placsp (support/global-setup.ts).
// Figures checked on that import: 11 tenders are placed in a town matching «madrid», 4 of them in
// postal code 28042 (Aena's minor contracts); 3 tenders close in 2024 or later: the prison
// transport of Picassent (08/01/2024), Lena's forest fire works (08/06/2026) and RTVE's (20/07/2026).
const browser = browserForFile();
let user: Account;
beforeAll(async () => {
  user = await createAccount('panel-filtros');
});

const filtersInUrl = (page: Page) => JSON.parse(new URL(page.url()).searchParams.get('filters') ?? '{}');
const filtersButton = (page: Page) => page.getByRole('button', { name: 'Filtros' });
const chips = (page: Page) => page.getByTestId('active-filters').getByRole('listitem');
const chipTexts = async (page: Page) => (await chips(page).allTextContents()).map((s) => s.trim());
const titled = (page: Page, title: string) => rows(page).filter({ hasText: title });
/**
 * Removes a chip and waits for the results to show `expected` matches: a search seen in the last
 * 30 seconds comes from the app's cache, so there may be no request to wait for.
 */
async function removeChip(page: Page, label: string, expected: number) {
  await page.getByRole('button', { name: `Quitar el filtro ${label}` }).click();
  await expect.poll(() => count(page).catch(() => -1)).toBe(expected);
}
const MADRID_28042 = [
  'Im-Reparación De Daños En Pasillo Rodante',
  'Prl-Reposicion De Ropa Interior Ignifuga',
  'Adquisición De Materiales De Ferreteria (2019-2020)',
  'Servicio De Desratización, Desinsectación Y Desinfección',
];
const LENA_FIRES = 'Ejecución de infraestructuras preventivas contra incendios forestales';
const PICASSENT = 'Servicio de transporte de personal al Centro Penitenciario de Valencia';

/** Signed in through a browser whose language is US English (dates there default to mm/dd/yyyy). */
async function signedInInEnglish() {
  const visitor = await newVisitor(browser(), { cookiesAccepted: true, locale: 'en-US' });
  await signInThroughForm(visitor.page, user);
  return visitor;
}

describe('the search filter panel on the real PLACSP pages', () => {
  it('narrows by town and postal code, shows them as chips with a count, and a removed chip searches again', async () => {
    const { context, page } = await signedIn(browser(), user);
    await searched(page, () => page.goto('/licitaciones/buscar'));
    const all = await count(page);
    expect(await chips(page).count()).toBe(0);
    await filtersButton(page).click();

    await searched(page, () => page.getByRole('textbox', { name: 'Localidad' }).fill('madrid'));
    expect(await count(page)).toBe(11);

    // A CPV code's chip names it as the catalogue does.
    const cpv = page.getByRole('combobox', { name: 'Códigos CPV' });
    await cpv.fill('03000000');
    await searched(page, () =>
      page.getByRole('option', { name: /^03000000-1 Productos de la agricultura/ }).click(),
    );
    expect(await count(page)).toBe(1);
    expect(await titled(page, 'Suministro de carnes, pescados, huevos y derivados').count()).toBe(1);
    await expect
      .poll(() => chipTexts(page))
      .toEqual([
        'Localidad: madrid',
        'CPV: 03000000 - Productos de la agricultura, ganadería, pesca, silvicultura y productos afines',
      ]);
    await removeChip(page, 'CPV', 11);
    const postalCodes = page.getByRole('combobox', { name: 'Códigos postales' });
    await postalCodes.fill('28042');
    await searched(page, () => postalCodes.press('Enter'));
    expect(await count(page)).toBe(4);
    for (const title of MADRID_28042) expect(await titled(page, title).count()).toBe(1);
    expect(filtersInUrl(page).location).toEqual({ country: 'ES', city: 'madrid', postal_codes: ['28042'] });

    // Closed panel: the chips and the count on the button still say what narrows the results.
    await filtersButton(page).click();
    expect(await chipTexts(page)).toEqual(['Localidad: madrid', 'C.P.: 28042']);
    expect(await filtersButton(page).textContent()).toBe('Filtros2');
    await screenshots(page, 'search-chips');

    await removeChip(page, 'C.P.', 11);
    expect(await chipTexts(page)).toEqual(['Localidad: madrid']);
    expect(await filtersButton(page).textContent()).toBe('Filtros1');
    await removeChip(page, 'Localidad', all);
    expect(await chips(page).count()).toBe(0);
    expect(await filtersButton(page).textContent()).toBe('Filtros');
    await context.close();
  });

  it('takes a deadline range picked in a Spanish calendar or typed DD/MM/YYYY, in an English browser', async () => {
    const { context, page } = await signedInInEnglish();
    await searched(page, () => page.goto('/licitaciones/buscar'));
    const all = await count(page);
    await filtersButton(page).click();
    const from = page.getByRole('textbox', { name: 'Fecha límite desde' });
    const to = page.getByRole('textbox', { name: 'Fecha límite hasta' });
    expect(await from.getAttribute('placeholder')).toBe('DD/MM/AAAA');

    // Picked: the calendar speaks Spanish and its weeks start on Monday.
    await from.click();
    const calendar = page.locator('[data-dates-dropdown]');
    // The calendar opens after the click resolves: its weekday header is read once it is drawn.
    await calendar.locator('thead th').first().waitFor();
    expect((await calendar.locator('thead th').allTextContents()).map((d) => d.trim())).toEqual([
      'lu',
      'ma',
      'mi',
      'ju',
      'vi',
      'sá',
      'do',
    ]);
    const firstOfJune = calendar.getByRole('button', { name: '1 junio 2026', exact: true });
    // The calendar opens on this month (Madrid): back to June 2026, however far that is.
    const [year, month] = madridToday().split('-').map(Number) as [number, number];
    const monthsBack = (year - 2026) * 12 + (month - 6);
    for (let i = 0; i < monthsBack && !(await firstOfJune.isVisible()); i++)
      await calendar.getByRole('button', { name: 'Mes anterior' }).click();
    await searched(page, () => firstOfJune.click());
    expect(await from.inputValue()).toBe('01/06/2026');
    expect(filtersInUrl(page).submission_deadline).toEqual({ from: '2026-06-01' });
    expect(await count(page)).toBe(2);

    // Typed, day first.
    await searched(page, () => to.fill('30/06/2026'));
    expect(await to.inputValue()).toBe('30/06/2026');
    expect(filtersInUrl(page).submission_deadline).toEqual({ from: '2026-06-01', to: '2026-06-30' });
    expect(await count(page)).toBe(1);
    expect(await titled(page, LENA_FIRES).count()).toBe(1);
    await to.click();
    await calendar.getByRole('button', { name: '30 junio 2026', exact: true }).waitFor();
    await screenshots(page, 'search-date-picker', {
      atEachSize: () => to.evaluate((input) => input.scrollIntoView({ block: 'center' })),
    });

    await searched(page, () => from.fill('1/1/2024'));
    await to.click();
    expect(await from.inputValue()).toBe('01/01/2024');
    expect(await count(page)).toBe(2);
    expect(await titled(page, PICASSENT).count()).toBe(1);
    await page.keyboard.press('Escape');
    expect(await chipTexts(page)).toEqual(['Fecha límite: desde 01/01/2024 hasta 30/06/2026']);

    // The publication dates are the same field.
    await searched(page, () => page.getByRole('textbox', { name: 'Publicada desde' }).fill('01/12/2023'));
    expect(filtersInUrl(page).date).toEqual({ from: '2023-12-01' });
    expect(await chipTexts(page)).toEqual([
      'Publicación: desde 01/12/2023',
      'Fecha límite: desde 01/01/2024 hasta 30/06/2026',
    ]);
    expect(await count(page)).toBe(2);
    await removeChip(page, 'Publicación', 2);
    await expect.poll(() => chipTexts(page)).toEqual(['Fecha límite: desde 01/01/2024 hasta 30/06/2026']);
    await removeChip(page, 'Fecha límite', all);
    expect(await from.inputValue()).toBe('');
    expect(await to.inputValue()).toBe('');
    await context.close();
  });

  it('reads DD/MM/YYYY in the official publications search too, in an English browser', async () => {
    const { context, page } = await signedInInEnglish();
    await page.goto('/licitaciones/publicaciones');
    const to = page.getByRole('textbox', { name: 'Hasta' });
    await to.fill('31/12/2019');
    await expect.poll(() => new URL(page.url()).searchParams.get('to')).toBe('2019-12-31');
    await page.keyboard.press('Escape');
    expect(await to.inputValue()).toBe('31/12/2019');
    await context.close();
  });

  it("offers the region filter on a company page at once: its panel starts in Spain, like the search's", async () => {
    const florist = await partyIdOf(user, 'B98965254');
    const { context, page } = await signedIn(browser(), user);
    await listed(page, () => page.goto(`/licitaciones/empresa/${florist}`));
    await filtersButton(page).click();
    expect(await page.getByLabel('País').inputValue()).toBe('ES');
    await page.getByRole('combobox', { name: 'Comunidad autónoma o provincia' }).waitFor();
    expect(new URL(page.url()).searchParams.get('filters')).toBeNull();

    // All countries: no regions, and the choice is kept in the URL.
    await listed(page, () => page.getByLabel('País').selectOption(''));
    expect(await page.getByRole('combobox', { name: 'Comunidad autónoma o provincia' }).count()).toBe(0);
    expect(filtersInUrl(page)).toEqual({});
    await context.close();
  });
});
