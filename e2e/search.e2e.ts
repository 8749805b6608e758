import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Account, createAccount, signedIn } from './support/accounts';
import { allowFailedCall, browserForFile } from './support/browser';
import { count, rows, search, searched } from './support/search-page';

// The server's database holds the real PLACSP pages of ../shared/placsp (support/global-setup.ts).
const browser = browserForFile();
let user: Account;
beforeAll(async () => {
  user = await createAccount('buscador');
});

async function firstTitles(page: Page, n = 3): Promise<string[]> {
  const links = rows(page).locator('[data-field="title"]');
  return (await links.allTextContents()).slice(0, n);
}

function euros(text: string): number {
  const clean = text.replace(/[^\d,]/g, '').replace(',', '.');
  return clean ? Number(clean) : Number.NaN;
}

describe('the tender search on the real PLACSP pages', () => {
  it('searches words, an expediente, filters, sorts, pages and keeps it all in the URL', async () => {
    const { context, page } = await signedIn(browser(), user);
    await searched(page, () => page.goto('/licitaciones/buscar'));
    await page.getByRole('heading', { level: 1, name: 'Buscar licitaciones' }).waitFor();
    const all = await count(page);
    expect(all).toBeGreaterThan(1000);
    expect(await rows(page).count()).toBe(25);
    expect(await page.getByRole('button', { name: 'Guardar Alerta' }).isEnabled()).toBe(true);

    // Words: fewer results, sorted by relevance, in the URL.
    await search(page, 'incendios');
    const words = await count(page);
    expect(words).toBeGreaterThan(0);
    expect(words).toBeLessThan(all);
    expect(await rows(page).count()).toBe(Math.min(words, 25));
    expect(new URL(page.url()).searchParams.get('q')).toBe('incendios');
    expect(new URL(page.url()).searchParams.get('sort')).toBe('relevance');
    expect(await page.getByLabel('Ordenar por').inputValue()).toBe('relevance');

    // An expediente number finds that tender first.
    await search(page, 'CON/2026/6');
    const first = rows(page).first();
    expect(await first.locator('[data-field="title"]').textContent()).toContain(
      'Ejecución de infraestructuras preventivas contra incendios forestales. 2 Lotes.',
    );
    expect(await first.textContent()).toContain('Lena');
    expect(await first.textContent()).toContain('CON/2026/6');

    // Back to everything; a status filter changes the count and every row shows that status.
    // (the first search of the page, still in the client's cache: no request this time)
    await page.getByRole('textbox', { name: 'Palabras de búsqueda' }).fill('');
    await page.getByRole('textbox', { name: 'Palabras de búsqueda' }).press('Enter');
    await page.waitForURL((url) => !url.searchParams.has('q'));
    await expect.poll(() => count(page)).toBe(all);
    await page.getByRole('button', { name: 'Filtros' }).click();
    await searched(page, () => page.getByRole('checkbox', { name: 'Resuelta' }).click());
    const resolved = await count(page);
    expect(resolved).toBeGreaterThan(25);
    expect(resolved).toBeLessThan(all);
    const statuses = await rows(page).locator('[data-field="status"]').allTextContents();
    expect(new Set(statuses)).toEqual(new Set(['Resuelta']));
    expect(JSON.parse(new URL(page.url()).searchParams.get('filters') ?? '{}').status).toEqual(['RES']);

    // Sort by estimated value, highest first.
    await searched(page, () => page.getByLabel('Ordenar por').selectOption('amount_desc'));
    expect(new URL(page.url()).searchParams.get('sort')).toBe('amount_desc');
    const amounts = (await rows(page).locator('[data-field="amount"]').allTextContents()).map(euros);
    const [a, b, c] = amounts as [number, number, number];
    expect(a).toBeGreaterThanOrEqual(b);
    expect(b).toBeGreaterThanOrEqual(c);
    const pageOne = await firstTitles(page);

    // Page 2.
    await searched(page, () => page.getByRole('button', { name: 'Página 2' }).click());
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    expect(await page.getByRole('button', { name: 'Página 2' }).getAttribute('aria-current')).toBe('page');
    const pageTwo = await firstTitles(page);
    expect(pageTwo).not.toEqual(pageOne);
    const pageTwoAmounts = (await rows(page).locator('[data-field="amount"]').allTextContents()).map(euros);
    expect(pageTwoAmounts[0]).toBeLessThanOrEqual(amounts.at(-1) as number);

    // A reload (or a shared link) gives the same search.
    await searched(page, () => page.reload());
    expect(await count(page)).toBe(resolved);
    expect(await firstTitles(page)).toEqual(pageTwo);
    expect(await page.getByLabel('Ordenar por').inputValue()).toBe('amount_desc');
    await page.getByRole('button', { name: 'Filtros' }).click();
    expect(await page.getByRole('checkbox', { name: 'Resuelta' }).isChecked()).toBe(true);

    // The back button returns to page 1.
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('page'));
    await expect.poll(() => firstTitles(page)).toEqual(pageOne);

    // A title opens the tender page.
    const link = rows(page).first().locator('[data-field="title"]');
    expect(await link.getAttribute('href')).toMatch(
      /^\/licitaciones\/detalle\/\d+\?comingFrom=%2Flicitaciones%2Fbuscar%3F/,
    );
    await context.close();
  });

  it('collapses the filters after a new search with results, and empties the results on failure', async () => {
    allowFailedCall(
      500,
      '/v1/procurement/search',
      'the search is made to fail on purpose',
      'La petición ha fallado (error 500).',
    );
    const { context, page } = await signedIn(browser(), user);
    await searched(page, () => page.goto('/licitaciones/buscar'));
    await page.getByRole('button', { name: 'Filtros' }).click();
    await page.getByTestId('search-filters').waitFor({ state: 'visible' });
    await search(page, 'obras');
    await page.getByTestId('search-filters').waitFor({ state: 'hidden' });
    expect(await page.getByRole('button', { name: 'Filtros' }).getAttribute('aria-expanded')).toBe('false');

    await page.route('**/v1/procurement/search', (route) => route.fulfill({ status: 500, body: '' }));
    await page.getByRole('textbox', { name: 'Palabras de búsqueda' }).fill('limpieza');
    await page.getByRole('textbox', { name: 'Palabras de búsqueda' }).press('Enter');
    await page.getByText('Se ha producido algún error. Por favor, inténtelo de nuevo más tarde').waitFor();
    expect(await rows(page).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Guardar Alerta' }).isDisabled()).toBe(true);
    await context.close();
  });
  it('filters by region (NUTS) and keeps the region in a shared link', async () => {
    const { context, page } = await signedIn(browser(), user);
    await searched(page, () => page.goto('/licitaciones/buscar'));
    const all = await count(page);
    await page.getByRole('button', { name: 'Filtros' }).click();
    await page.getByPlaceholder('Busca una comunidad o provincia').fill('Asturias');
    await searched(page, () =>
      page.getByRole('listbox').getByRole('option', { name: 'Asturias' }).first().click(),
    );
    const asturias = await count(page);
    expect(asturias).toBeGreaterThan(0);
    expect(asturias).toBeLessThan(all);
    const filters = JSON.parse(new URL(page.url()).searchParams.get('filters') ?? '{}');
    expect(filters.location).toEqual({ country: 'ES', regions: ['ES12'] });
    const places = await rows(page).locator('[data-field="place"]').allTextContents();
    for (const place of places) expect(place).toContain('Asturias');

    // The same link in a new tab gives the same search, the Lena tender included.
    const shared = await context.newPage();
    await searched(shared, () => shared.goto(page.url()));
    expect(await count(shared)).toBe(asturias);
    await search(shared, 'CON/2026/6');
    expect(await rows(shared).first().textContent()).toContain('Lena');
    await context.close();
  });
  it('filters by CPV codes picked from the catalogue and by a decimal amount', async () => {
    const { context, page } = await signedIn(browser(), user);
    await searched(page, () => page.goto('/licitaciones/buscar'));
    const all = await count(page);
    await page.getByRole('button', { name: 'Filtros' }).click();

    // Words of the CPV label find the code; a code also covers its narrower codes.
    await page.getByPlaceholder('Busca por código o por palabras').fill('construcción');
    const option = page.getByRole('option', { name: /^45000000-\d / });
    await searched(page, () => option.click());
    const works = await count(page);
    expect(works).toBeGreaterThan(0);
    expect(works).toBeLessThan(all);
    expect(JSON.parse(new URL(page.url()).searchParams.get('filters') ?? '{}').cpv_codes).toEqual([
      '45000000',
    ]);

    // "1.000.000,5" is read as a decimal, sent 500 ms after the last keystroke.
    await searched(page, () => page.getByRole('textbox', { name: 'Importe desde' }).fill('1.000.000,5'));
    const big = await count(page);
    expect(big).toBeLessThan(works);
    expect(JSON.parse(new URL(page.url()).searchParams.get('filters') ?? '{}').amount).toEqual({
      from: 1000000.5,
    });

    // Emptied, the amount is no filter at all again.
    // (the same search as before the amount, still in the client's cache: no request this time)
    await page.getByRole('textbox', { name: 'Importe desde' }).fill('');
    await page.waitForURL((url) => !url.searchParams.get('filters')?.includes('amount'));
    await expect.poll(() => count(page)).toBe(works);
    expect(JSON.parse(new URL(page.url()).searchParams.get('filters') ?? '{}').amount).toBeUndefined();
    await context.close();
  });
});
