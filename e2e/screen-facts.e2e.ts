import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MarketAnalysis } from '../common/api/market';
import { type Account, createAccount, signedIn } from './support/accounts';
import { browserForFile } from './support/browser';
import { SCREEN_SIZES, screenshots } from './support/screenshots';
import { rows, search, searched } from './support/search-page';

// The server's database holds the real PLACSP pages of ../shared/placsp (support/global-setup.ts).
const browser = browserForFile();
let user: Account;
beforeAll(async () => {
  user = await createAccount('hechos');
});

const NBSP = '\u00a0';
const clean = (s: string | null) => (s ?? '').replaceAll(NBSP, ' ').trim();

/** Searches the expediente, checks its one row, and opens its tender page from it. */
async function openFromSearch(page: Page, folder: string, title: string) {
  await searched(page, () => page.goto('/licitaciones/buscar'));
  await search(page, folder);
  const row = rows(page).filter({ hasText: title }).first();
  await row.waitFor();
  return row;
}

async function openTender(page: Page, row: Locator, title: string) {
  await row.getByRole('link', { name: title }).first().click();
  await page.waitForURL(/\/licitaciones\/detalle\/\d+/);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
}

/** The info table as label → text of its value. */
async function infoTable(page: Page): Promise<Record<string, string>> {
  const entries: [string, string][] = [];
  for (const row of await page.getByRole('table', { name: 'Datos de la licitación' }).locator('tr').all()) {
    entries.push([
      clean(await row.locator('th').textContent()),
      clean(await row.locator('td').textContent()),
    ]);
  }
  return Object.fromEntries(entries);
}

/** Elements inside `scope` whose content is taller or wider than their box and could scroll. */
const innerScrollers = (scope: Locator) =>
  scope.evaluate(
    (root) =>
      [root, ...root.querySelectorAll('*')].filter((el) => {
        const style = getComputedStyle(el);
        const scrolls = (o: string) => o === 'auto' || o === 'scroll' || o === 'hidden';
        return (
          (scrolls(style.overflowY) && el.scrollHeight > el.clientHeight + 1) ||
          (scrolls(style.overflowX) && el.scrollWidth > el.clientWidth + 1)
        );
      }).length,
  );

// CON/2026/6 (Lena) states a valor estimado of 76.268,38 €, a budget of 76.268,38 € without VAT
// and 92.284,76 € with it; its two lots were awarded to IDINAT and FORESTAL OVIEDO.
const LENA = 'Ejecución de infraestructuras preventivas contra incendios forestales. 2 Lotes.';

describe('amounts name their basis', () => {
  it("shows a row's figure and basis, and the same figure under the same label on its page", async () => {
    const { context, page } = await signedIn(browser(), user);
    const row = await openFromSearch(page, 'CON/2026/6', LENA);
    const amount = row.locator('[data-field="amount"]');
    expect(clean(await amount.getByTestId('amount-value').textContent())).toBe('76.268,38 €');
    expect(clean(await amount.getByTestId('amount-basis').textContent())).toBe('Valor estimado');
    await openTender(page, row, LENA);
    const info = await infoTable(page);
    expect(info['Valor estimado']).toBe('76.268,38 €');
    expect(info['Presupuesto base sin IVA']).toBe('76.268,38 €');
    expect(info['Presupuesto base con IVA']).toBe('92.284,76 €');
    expect(info['Importe Total']).toBeUndefined();
    await context.close();
  });

  it('names the basis of a row stating only a budget without VAT, and finds it on the page', async () => {
    // ACE/805.01/17/EXPL/01 states no estimated value: 199.541,85 € without VAT.
    const { context, page } = await signedIn(browser(), user);
    await searched(page, () => page.goto('/licitaciones/buscar'));
    await search(page, 'ACE/805.01/17/EXPL/01');
    const row = rows(page).first();
    const amount = row.locator('[data-field="amount"]');
    expect(clean(await amount.getByTestId('amount-value').textContent())).toBe('199.541,85 €');
    expect(clean(await amount.getByTestId('amount-basis').textContent())).toBe('Presupuesto base sin IVA');
    await row.locator('[data-field="title"]').click();
    await page.getByRole('table', { name: 'Datos de la licitación' }).waitFor();
    const info = await infoTable(page);
    expect(info['Presupuesto base sin IVA']).toBe('199.541,85 €');
    expect(info['Valor estimado']).toBeUndefined();
    await context.close();
  });
});

describe('lot cards show every award fact', () => {
  it("keeps 'Diferencia con lo licitado' and the amounts in view, without inner scrollbars, at every size", async () => {
    const { context, page } = await signedIn(browser(), user);
    const row = await openFromSearch(page, 'CON/2026/6', LENA);
    await openTender(page, row, LENA);
    const carousel = page.getByRole('region', { name: 'Lotes de la licitación' });
    for (const [width, height] of SCREEN_SIZES) {
      await page.setViewportSize({ width, height });
      const cards = carousel.getByRole('group');
      await expect.poll(() => cards.count()).toBe(width < 768 ? 1 : 2);
      for (const card of await cards.all()) {
        const difference = card.getByTestId('award-difference');
        expect(await difference.isVisible(), `${width}px`).toBe(true);
        expect(clean(await difference.locator(':scope > :first-child').textContent())).toBe(
          'Diferencia con lo licitado',
        );
        expect(await innerScrollers(card), `scrolling elements in a card at ${width}px`).toBe(0);
        // Measured once the carousel has laid out at this size (a loaded machine lags the resize).
        const budgetInside = async () => {
          const box = await card.boundingBox();
          const last = await card.locator('[data-testid="lot-budget"]').last().boundingBox();
          return Boolean(last && box && last.y + last.height <= box.y + box.height);
        };
        await expect.poll(budgetInside, { message: `${width}px` }).toBe(true);
      }
    }
    const lot1 = carousel.getByRole('group', { name: 'Lote 1' });
    const field = async (basis: string) =>
      clean(await lot1.locator(`[data-testid="award-amount"][data-amount-basis="${basis}"]`).textContent());
    expect(await field('awarded_tax_exclusive')).toBe('Adjudicado sin IVA60.728,36 €');
    expect(await field('awarded_total')).toBe('Adjudicado con IVA73.481,32 €');
    expect(clean(await lot1.getByTestId('award-difference').textContent())).toBe(
      'Diferencia con lo licitado-78,54 € sin IVA',
    );
    expect((await lot1.getByTestId('lot-budget').allTextContents()).map((s) => clean(s))).toEqual([
      'Presupuesto base sin IVA: 60.806,90 €',
      'Presupuesto base con IVA: 73.576,36 €',
    ]);
    await carousel.scrollIntoViewIfNeeded();
    await screenshots(page, 'tender-lots-lena', {
      atEachSize: () => carousel.scrollIntoViewIfNeeded(),
    });
    await context.close();
  });
});

describe('documents that share a name can be told apart', () => {
  // 58/17 (Arroyomolinos, Madrid, 2017) publishes five general documents all named 'Actos públicos informativos ó
  // de apertura de ofertas', with no type and no date: only their identifiers differ. Its
  // formalisation minutes were published with the notice of 03/01/2018.
  const TITLE = 'Obras de reforma en el Centro Cívico Polifuncional y la Biblioteca Municipal';
  const NAME = 'Actos públicos informativos ó de apertura de ofertas';

  it('shows which one each is, and the type and date of the minutes', async () => {
    const { context, page } = await signedIn(browser(), user);
    const row = await openFromSearch(page, '58/17', TITLE);
    await openTender(page, row, TITLE);
    const general = page.getByRole('tabpanel', { name: 'Doc. General' });
    const named = general.getByTestId('document').filter({ hasText: NAME });
    expect(await named.count()).toBe(5);
    const facts = (await named.getByTestId('document-facts').allTextContents()).map(clean);
    expect(facts).toHaveLength(5);
    expect(new Set(facts).size).toBe(5);
    expect(facts[0]).toBe('1 de 5 · f4bd896b-92f6-4e21-a241-9414720055da');
    // Each row's link has a name of its own.
    const links = await named
      .getByRole('link')
      .evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')));
    expect(new Set(links).size).toBe(5);

    await page.getByRole('tab', { name: 'Doc. Adicional' }).click();
    const minutes = page
      .getByRole('tabpanel', { name: 'Doc. Adicional' })
      .getByTestId('document')
      .filter({ hasText: 'FORMALIZACION PERFIL 58-17.pdf' });
    expect(clean(await minutes.getByTestId('document-facts').textContent())).toBe(
      'Documento de Acta de Formalización · Publicado el 03/01/2018',
    );
    await page.getByRole('tab', { name: 'Doc. General' }).click();
    await screenshots(page, 'tender-documents', {
      atEachSize: () => general.scrollIntoViewIfNeeded(),
    });
    await context.close();
  });
});

describe('charts show every year of their range', () => {
  it('Mercado: one point per year from the first to the last, empty years as zero', async () => {
    const { context, page } = await signedIn(browser(), user);
    await page.goto('/licitaciones/buscar');
    await page.getByRole('tab', { name: 'Mercado' }).click();
    await page.getByPlaceholder('Busca por código o por palabras').fill('72000000');
    // IT services (CPV 72): the real pages hold one in 2017, some each year to 2022, none from
    // 2023 to 2025 and one in 2026.
    const answered = page.waitForResponse((r) => r.url().endsWith('/v1/market/analysis'));
    await page.getByRole('option', { name: /^72000000-\d / }).click();
    const market = (await (await answered).json()) as MarketAnalysis;
    await page.locator('[data-testid="market-analysis"][aria-busy="false"]').waitFor();
    const years = market.by_year.map((y) => y.year);
    expect(years).toEqual([2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026]);
    expect(market.by_year.filter((y) => y.tenders === 0).map((y) => y.year)).toEqual([2023, 2024, 2025]);

    const chart = page.getByTestId('market-year-chart');
    await chart.locator('.recharts-bar-rectangle').first().waitFor();
    await page.setViewportSize({ width: 1440, height: 900 });
    // Every year has its tick on the axis.
    const ticks = chart.locator('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value');
    await expect.poll(async () => (await ticks.allTextContents()).map(Number)).toEqual(years);
    await screenshots(page, 'mercado-years', { atEachSize: () => chart.scrollIntoViewIfNeeded() });
    await context.close();
  });
});
