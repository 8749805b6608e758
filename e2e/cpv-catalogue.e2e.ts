import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Alert } from '../common/api/alerts';
import { type Account, type ApiCall, apiAs, createAccount, signedIn } from './support/accounts';
import { browserForFile } from './support/browser';
import { screenshots } from './support/screenshots';
import { count, searched } from './support/search-page';

// The shared server was started with no CPV file: the catalogue it shows is the one the product
// ships, loaded on its first start (support/server.ts).
const browser = browserForFile();
let user: Account;
let asUser: ApiCall;
beforeAll(async () => {
  user = await createAccount('catalogo-cpv');
  asUser = await apiAs(user);
});

const picker = (page: Page) => page.getByRole('combobox', { name: 'Códigos CPV' });
const chipTexts = async (page: Page) =>
  (await page.getByTestId('active-filters').getByRole('listitem').allTextContents()).map((s) => s.trim());

async function openFilters(page: Page) {
  await searched(page, () => page.goto('/licitaciones/buscar'));
  await page.getByRole('button', { name: 'Filtros' }).click();
}

describe('the CPV catalogue shipped with the product', () => {
  it('finds codes by words without accents and shows each in its branch', async () => {
    const { context, page } = await signedIn(browser(), user);
    await openFilters(page);
    await picker(page).fill('vias publicas');
    await page
      .getByRole('option', { name: /^60112000-6 Servicios de transporte por la vía pública/ })
      .waitFor();

    await picker(page).fill('limpieza');
    const cleaning = page.getByRole('option', { name: /^90910000-9 Servicios de limpieza/ });
    await cleaning.waitFor();
    expect(await cleaning.textContent()).toBe(
      '90910000-9 Servicios de limpieza' +
        'Servicios de alcantarillado, basura, limpieza y medio ambiente › Servicios sanitarios y de limpieza' +
        ' · incluye 17 códigos más específicos',
    );
    await screenshots(page, 'cpv-picker', { atEachSize: () => cleaning.scrollIntoViewIfNeeded() });
    await searched(page, () => cleaning.click());
    await expect.poll(() => chipTexts(page)).toEqual(['CPV: 90910000 - Servicios de limpieza']);
    expect(await count(page)).toBeGreaterThan(0);
    await context.close();
  });

  it('adds a pasted list of codes at once and names the ones the catalogue lacks', async () => {
    const { context, page } = await signedIn(browser(), user);
    await openFilters(page);
    await searched(page, () => picker(page).fill('90910000-9, 45233120\n12345678'));
    await expect
      .poll(() => chipTexts(page))
      .toEqual(['CPV: 90910000 - Servicios de limpieza; 45233120 - Trabajos de construcción de carreteras']);
    await page.getByText('Añadidos 2 códigos pegados · No están en el catálogo CPV: 12345678').waitFor();
    await context.close();
  });

  it("names an alert's CPV codes in the alerts list", async () => {
    await asUser<Alert>('POST', '/v1/alerts', {
      name: 'Limpieza viaria',
      searchTerms: 'limpieza',
      filters: { sources: ['placsp'], cpv_codes: ['90910000', '90610000'] },
    });
    const { context, page } = await signedIn(browser(), user);
    await page.goto('/licitaciones/alertas');
    const row = page
      .getByRole('table', { name: 'Alertas' })
      .locator('tbody tr')
      .filter({ hasText: 'Limpieza viaria' });
    await row
      .getByText(
        'CPV: 90910000 - Servicios de limpieza; 90610000 - Servicios de limpieza y barrido de calles',
      )
      .waitFor();
    await context.close();
  });
});
