import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Account, createAccount, signedIn } from './support/accounts';
import { browserForFile } from './support/browser';
import { dataRows, downloadWorkbook } from './support/excel-download';
import { screenshots } from './support/screenshots';
import { count, rows, searched } from './support/search-page';

// The server's database holds the real PLACSP pages of ../shared/placsp (support/global-setup.ts).
// Works (CPV 45) in Cataluña there, as POST /v1/market/analysis answers on that import: 81 tenders,
// 46 awards for 10.409.944,96 € without VAT; offers median 4 (quartiles 2,25 – 6,75), 6 of the 46
// with one offer (13 %); discount median 9,7 % over 30 awards, 16 left out; the largest winner
// the Roma/Grúas joint venture of the Lleida hospital (2.185.551,18 €, 21 %).
// 'Una sola oferta' finds 537 tenders there.
const browser = browserForFile();
let user: Account;
beforeAll(async () => {
  user = await createAccount('mercado');
});

const NBSP = '\u00a0';
const figure = (page: Page, key: string) =>
  page.getByTestId('market-figures').locator(`[data-figure="${key}"]`).textContent();

/** Runs `action` and waits for the market analysis it triggers to be answered and shown. */
async function analysed(page: Page, action: () => Promise<unknown>) {
  const answered = page.waitForResponse((r) => r.url().endsWith('/v1/market/analysis'));
  await action();
  expect((await answered).status()).toBe(200);
  await page.locator('[data-testid="market-analysis"][aria-busy="false"]').waitFor();
}

describe('Mercado on the real PLACSP pages', () => {
  it('analyses works in Cataluña: figures with samples, chart, rankings, a shareable URL and Excel', async () => {
    const { context, page } = await signedIn(browser(), user);
    await page.goto('/licitaciones/buscar');
    await page.getByRole('tab', { name: 'Mercado' }).click();
    await page.getByRole('heading', { level: 1, name: 'Mercado: competencia por CPV y zona' }).waitFor();
    await page.getByText('Elige al menos un código CPV').waitFor();

    await page.getByPlaceholder('Busca por código o por palabras').fill('construcción');
    await analysed(page, () => page.getByRole('option', { name: /^45000000-\d / }).click());
    const regions = page.getByRole('combobox', { name: 'Comunidad autónoma o provincia' });
    await regions.fill('Catalu');
    await analysed(page, () => page.getByRole('option', { name: 'Cataluña', exact: true }).click());
    await regions.press('Escape');

    expect(await figure(page, 'tenders')).toContain('81');
    expect(await figure(page, 'awardedAmount')).toContain(`10.409.944,96${NBSP}€en 46 adjudicaciones`);
    expect(await figure(page, 'offers')).toBe(
      'Ofertas recibidas (mediana)4Muestra: 46 adjudicacionesCuartiles 2,3 – 6,8',
    );
    expect(await figure(page, 'discount')).toContain(`Baja (mediana)9,7${NBSP}%Muestra: 30 adjudicaciones`);
    expect(await figure(page, 'discount')).toContain('16 adjudicaciones sin baja utilizable');
    expect(await figure(page, 'singleOffer')).toContain(`13${NBSP}%Muestra: 46 adjudicaciones`);
    await page.getByTestId('market-year-chart').locator('.recharts-bar-rectangle').first().waitFor();

    const winners = page.getByTestId('market-winners').locator('tbody tr');
    expect(await winners.first().textContent()).toContain(`2.185.551,18${NBSP}€21${NBSP}%`);
    const bodies = page.getByTestId('market-bodies').locator('tbody tr');
    expect(await bodies.first().textContent()).toContain('Diputació de Lleida');

    // The choice is in the URL: the same link shows the same market.
    const filters = JSON.parse(new URL(page.url()).searchParams.get('filters') ?? '{}');
    expect(filters).toEqual({ cpv_codes: ['45000000'], location: { regions: ['ES51'] } });
    const shared = await context.newPage();
    await analysed(shared, () => shared.goto(page.url()));
    expect(await figure(shared, 'tenders')).toContain('81');
    await shared.close();

    const { fileName, workbook } = await downloadWorkbook(page, () =>
      page.getByRole('button', { name: 'Exportar Excel' }).click(),
    );
    expect(fileName).toMatch(/^\d{4}_\d{2}_\d{2}_exportacion_mercado\.xlsx$/);
    expect(workbook.worksheets.map((s) => s.name)).toEqual([
      'Resumen',
      'Por año',
      'Adjudicatarios',
      'Órganos',
    ]);
    const [first] = dataRows(workbook.getWorksheet('Adjudicatarios')!);
    expect(first?.getCell(3).value).toBe(2_185_551.18);
    expect(String(first?.getCell(1).text)).toContain('UTE ROMA INFRAESTRUCTURES');
    const years = dataRows(workbook.getWorksheet('Por año')!).map((r) => (r.values as unknown[]).slice(1));
    expect(years.reduce((sum, r) => sum + Number(r[1]), 0)).toBe(81);

    // A winner's row leads to its page.
    await winners.first().getByRole('link').click();
    await page.waitForURL(/\/licitaciones\/empresa\/\d+$/);
    await page.goBack();
    await page.getByTestId('market-analysis').waitFor();
    await screenshots(page, 'market', { fullPage: true });
    await context.close();
  });
});

describe("the search's 'Una sola oferta'", () => {
  it('is one click: awarded tenders with a single offer, each result saying so', async () => {
    const { context, page } = await signedIn(browser(), user);
    await searched(page, () => page.goto('/licitaciones/buscar'));
    await page.getByRole('button', { name: 'Filtros' }).click();
    await searched(page, () => page.getByRole('switch', { name: 'Una sola oferta' }).click());
    expect(await count(page)).toBe(537);
    expect(JSON.parse(new URL(page.url()).searchParams.get('filters') ?? '{}').offers).toEqual({
      from: 1,
      to: 1,
    });
    expect(await page.getByTestId('active-filters').textContent()).toContain('Ofertas: 1');
    const competition = await rows(page).locator('[data-field="competition"]').allTextContents();
    expect(competition.length).toBeGreaterThan(0);
    // A tender with lots names the range of its awards: one of them had a single offer.
    for (const text of competition)
      expect(text).toMatch(/^1( oferta|–\d+ ofertas)( · baja [\d,–\u00a0%]+)?$/);
    // The panel folded, the results show their offers and discount.
    await page.getByRole('button', { name: 'Filtros' }).click();
    await screenshots(page, 'search-single-offer');
    await context.close();
  });
});
