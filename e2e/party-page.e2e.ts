import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Account, createAccount, signedIn } from './support/accounts';
import { allowFailedCall, browserForFile } from './support/browser';
import { awardTitle, listed, partyIdOf } from './support/party-page';
import { sideScroll } from './support/results';
import { screenshots } from './support/screenshots';

// The server's database holds the real PLACSP pages of ../shared/placsp (support/global-setup.ts).
// Figures checked against the API on that import: the Lena town council (P3303300B) published one
// tender (CON/2026/6, 76.268,38 € in 2026); IDINAT (B74408725) won its lot 1; the florist Flors i
// Regals Carol (B98965254) won three minor contracts of Alzira, one in 2018 and two in 2019.
const browser = browserForFile();
let user: Account;
beforeAll(async () => {
  user = await createAccount('empresas');
});

const NBSP = '\u00a0';
const rows = (page: Page, table: string) => page.getByRole('table', { name: table }).locator('tbody tr');
const count = async (page: Page) => (await page.getByTestId('party-count').textContent())?.trim();
/** The page's own tabs (the dashboard's menu is a tab list too). */
const partyTabs = (page: Page) =>
  page.getByRole('tab', { name: /^(Licitaciones (ofertadas|ganadas)|Análisis)$/ });
const years = (page: Page) => new URL(page.url()).searchParams.get('years');

describe('the company and contracting body page on the real PLACSP pages', () => {
  it('opens a contracting body from a search result: one view, its chart and its tenders', async () => {
    const { context, page } = await signedIn(browser(), user);
    await page.goto('/licitaciones/buscar');
    await page.getByRole('textbox', { name: 'Palabras de búsqueda' }).fill('CON/2026/6');
    await page.getByRole('textbox', { name: 'Palabras de búsqueda' }).press('Enter');
    const body = page
      .getByRole('table', { name: 'Resultados de la búsqueda' })
      .locator('tbody tr')
      .first()
      .getByRole('link', { name: 'Alcaldía del Ayuntamiento de Lena (Principado de Asturias)' });
    await listed(page, () => body.click());
    expect(new URL(page.url()).pathname).toMatch(/^\/licitaciones\/empresa\/\d+$/);

    await page
      .getByRole('heading', { level: 1, name: 'ALCALDÍA DEL AYUNTAMIENTO DE LENA (PRINCIPADO DE ASTURIAS)' })
      .waitFor();
    expect(await page.getByTestId('party-tax-id').textContent()).toBe('NIF: P3303300B');
    // Only offered tenders: that list and its analysis, no awards tab.
    expect(await partyTabs(page).allTextContents()).toEqual(['Licitaciones ofertadas', 'Análisis']);
    expect(
      await page.getByRole('tab', { name: 'Licitaciones ofertadas' }).getAttribute('aria-selected'),
    ).toBe('true');
    expect(await page.getByText('Licitaciones ganadas').count()).toBe(0);
    expect(await page.getByTestId('year-chart').textContent()).toContain('miles de €');

    expect(await count(page)).toBe('1 licitación');
    const tenders = rows(page, 'Licitaciones ofertadas');
    expect(await tenders.count()).toBe(1);
    expect(await tenders.first().textContent()).toContain('CON/2026/6');

    // The 2026 bar (76.268,38 €, 76,27 thousand) becomes a year filter and back.
    const bar = page.getByRole('button', { name: '2026: 76.268,38 €' });
    expect(await bar.textContent()).toBe('2026');
    expect(await page.getByTestId('year-chart').locator('.recharts-label-list').textContent()).toBe('76,27');
    await listed(page, () => bar.click());
    expect(years(page)).toBe('2026');
    expect(await bar.getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByTestId('party-years').textContent()).toBe('Mostrando los años 2026');
    expect(await tenders.count()).toBe(1);

    // Words that are not in its tender leave nothing.
    await page.getByRole('button', { name: 'Filtros' }).click();
    await page.getByRole('textbox', { name: 'Filtrar por texto' }).fill('ambulancias');
    await listed(page, () => page.getByRole('textbox', { name: 'Filtrar por texto' }).press('Enter'));
    expect(await count(page)).toBe('0 licitaciones');
    await page.getByText('No hay licitaciones con estos criterios.').waitFor();
    expect(new URL(page.url()).searchParams.get('q')).toBe('ambulancias');
    await context.close();
  });

  it('filters the awards of a company by the chart years, the year tags and text, in the URL', async () => {
    const florist = await partyIdOf(user, 'B98965254');
    const { context, page } = await signedIn(browser(), user);
    await listed(page, () => page.goto(`/licitaciones/empresa/${florist}`));
    await page.getByRole('heading', { level: 1, name: 'FLORS I REGALS CAROL S.L.' }).waitFor();
    expect(await partyTabs(page).allTextContents()).toEqual(['Licitaciones ganadas', 'Análisis']);
    expect(await page.getByText('Licitaciones ofertadas').count()).toBe(0);
    const awards = rows(page, 'Licitaciones ganadas');
    expect(await count(page)).toBe('3 adjudicaciones');
    expect(await awards.count()).toBe(3);
    expect(await page.getByTestId('party-years').count()).toBe(0);

    // A bar toggles its year: the tag appears in the filter panel and the table narrows.
    const bar2018 = page.getByRole('button', { name: '2018: 600,00 €' });
    const bar2019 = page.getByRole('button', { name: '2019: 765,00 €' });
    await listed(page, () => bar2018.click());
    expect(years(page)).toBe('2018');
    expect(await page.getByTestId('party-years').textContent()).toBe('Mostrando los años 2018');
    expect(await awards.count()).toBe(1);
    expect(await awards.first().locator('[data-field="award-date"]').textContent()).toBe(
      'Adjudicada 17/12/2018',
    );
    await page.getByRole('button', { name: 'Filtros' }).click();
    const tags = page.getByRole('combobox', { name: 'Años' });
    expect(await page.getByTestId('search-filters').getByText('2018', { exact: true }).count()).toBe(1);

    // A year typed as a tag (confirmed with Enter) presses its bar.
    await tags.fill('2019');
    await listed(page, () => tags.press('Enter'));
    expect(years(page)).toBe('2018,2019');
    expect(await bar2019.getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByTestId('party-years').textContent()).toBe('Mostrando los años 2018, 2019');
    expect(await awards.count()).toBe(3);

    // The bar again removes the year, tag included.
    await listed(page, () => bar2018.click());
    expect(years(page)).toBe('2019');
    expect(await page.getByTestId('search-filters').getByText('2018', { exact: true }).count()).toBe(0);
    expect(await awards.count()).toBe(2);

    // Filtrar por texto, sent 500 ms after typing: 'fallera' in 2019 is one award.
    await listed(page, () => page.getByRole('textbox', { name: 'Filtrar por texto' }).fill('fallera'));
    expect(new URL(page.url()).searchParams.get('q')).toBe('fallera');
    expect(await count(page)).toBe('1 adjudicación');
    expect(await awardTitle(awards.first())).toBe(
      'Ramos de flores para las falleras mayores y corte el día de su proclamación en el ayuntamiento. Celebración anual',
    );

    // Back: 2019 without words; a reload of a shared link gives the same view.
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('q'));
    await expect.poll(() => awards.count()).toBe(2);
    await listed(page, () => page.reload());
    expect(await page.getByTestId('party-years').textContent()).toBe('Mostrando los años 2019');
    expect(await awards.count()).toBe(2);
    await context.close();
  });

  it("shows an award's 12 facts, its contracting body linking to that body's page", async () => {
    const idinat = await partyIdOf(user, 'B74408725');
    const { context, page } = await signedIn(browser(), user);
    await listed(page, () => page.goto(`/licitaciones/empresa/${idinat}`));
    await page.getByRole('heading', { level: 1, name: 'IDINAT OBRAS Y SERVICIOS, S.L.' }).waitFor();
    expect(await page.getByTestId('party-tax-id').textContent()).toBe('NIF: B74408725');
    await page.getByRole('tab', { name: 'Licitaciones ganadas', selected: true }).waitFor();

    // The 12 facts of an award, each labelled, in three columns that fit the screen.
    const table = page.getByRole('table', { name: 'Licitaciones ganadas' });
    expect(await table.locator('thead th').allTextContents()).toEqual(['Licitación', 'Importes', 'Fechas']);
    const tender = 'Ejecución de infraestructuras preventivas contra incendios forestales. 2 Lotes.';
    const row = table.locator('tbody tr').first();
    const field = async (name: string) =>
      ((await row.locator(`[data-field="${name}"]`).textContent()) ?? '').replaceAll('\u00a0', ' ');
    expect(await field('publication-date')).toBe('Publicada 22/05/2026');
    expect(await field('award-date')).toBe('Adjudicada 29/07/2026');
    expect(await field('summary')).toBe(tender);
    // Its title says no more than its summary: shown once.
    expect(await row.locator('[data-field="title"]').count()).toBe(0);
    expect(await awardTitle(row)).toBe(tender);
    expect(await field('cpv')).toBe('CPV 77200000 - Servicios forestales');
    expect(await field('place')).toBe('Lena, Asturias');
    expect(await field('tender-amount')).toBe('Licitación 92.284,76 € con IVA');
    expect(await field('lot')).toBe('Lote: Faja auxiliar mecánica');
    expect(await field('lot-amount')).toBe('Lote 73.576,36 € con IVA');
    expect(await field('received-amount')).toBe('Recibido 73.481,32 € con IVA');
    expect(await field('reason')).toBe('Mejor oferta presentada');
    expect(await field('contracting-party')).toBe(
      'Alcaldía del Ayuntamiento de Lena (Principado de Asturias)',
    );
    expect(await table.getByRole('link', { name: tender }).getAttribute('href')).toMatch(
      /^\/licitaciones\/detalle\/\d+\?comingFrom=%2Flicitaciones%2Fempresa%2F\d+$/,
    );

    await listed(page, () =>
      table.getByRole('link', { name: 'Alcaldía del Ayuntamiento de Lena (Principado de Asturias)' }).click(),
    );
    expect(await page.getByTestId('party-tax-id').textContent()).toBe('NIF: P3303300B');
    await context.close();
  });

  // Alcon Cusi (A08079634) won 19 lots of one 2018 tender of the regional platforms, which publish
  // no award date: 765.074,04 € in the tender's year.
  it('draws the chart of a company whose awards have no award date, by the tender year', async () => {
    const alcon = await partyIdOf(user, 'A08079634');
    const { context, page } = await signedIn(browser(), user);
    await listed(page, () => page.goto(`/licitaciones/empresa/${alcon}`));
    await page.getByRole('heading', { level: 1, name: 'ALCON CUSI, S.A.' }).waitFor();
    const chart = page.getByTestId('year-chart');
    expect(await chart.getByText('miles de €', { exact: false }).count()).toBe(1);
    expect(await chart.locator('.recharts-bar-rectangle').count()).toBe(1);
    expect(await chart.locator('.recharts-label-list').textContent()).toBe('765,07');
    expect(await page.getByTestId('year-chart-note').textContent()).toBe(
      'Sin fecha de adjudicación (19 adjudicaciones): se usa la fecha de la licitación.',
    );
    expect(await count(page)).toBe('19 adjudicaciones');
    await screenshots(page, 'party-undated-awards');

    // The year under the bar and the bar itself both toggle the year filter.
    const year = page.getByRole('button', { name: '2018: 765.074,04 €' });
    await listed(page, () => year.click());
    expect(years(page)).toBe('2018');
    expect(await year.getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByTestId('party-years').textContent()).toBe('Mostrando los años 2018');
    expect(await count(page)).toBe('19 adjudicaciones');
    // A click on the bar where a user clicks it (once hovered, recharts draws the bar anew on top).
    const bar = await chart.locator('.recharts-bar-rectangle').boundingBox();
    const [x, y] = [(bar?.x ?? 0) + (bar?.width ?? 0) / 2, (bar?.y ?? 0) + (bar?.height ?? 0) / 2];
    await page.mouse.move(x, y);
    await chart
      .locator('.recharts-tooltip-wrapper')
      .getByText(/765\.074,04/)
      .waitFor();
    // Both views were fetched before: the list comes from the cache, so wait for the URL instead.
    await page.mouse.click(x, y);
    await page.waitForURL((url) => !url.searchParams.has('years'));
    await expect.poll(() => year.getAttribute('aria-pressed')).toBe('false');
    expect(await page.getByTestId('party-years').count()).toBe(0);
    await year.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('years') === '2018');
    await expect.poll(() => year.getAttribute('aria-pressed')).toBe('true');
    await context.close();
  });

  // Ferrovial Servicios (A80241789): 2 dated minor contracts in 2019 (17.879,63 €) and 3 undated
  // regional awards in 2021 tenders (7.332.812,80 €): a chart in millions, 2020 left empty.
  it('counts a company in millions when a year passes 1,000,000 €, mixing dated and undated awards', async () => {
    const ferrovial = await partyIdOf(user, 'A80241789');
    const { context, page } = await signedIn(browser(), user);
    await listed(page, () => page.goto(`/licitaciones/empresa/${ferrovial}`));
    const chart = page.getByTestId('year-chart');
    await chart.getByText('millones de €', { exact: false }).waitFor();
    const yearButtons = chart.getByRole('button');
    expect(await yearButtons.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')))).toEqual([
      `2019: 17.879,63${NBSP}€`,
      `2020: 0,00${NBSP}€`,
      `2021: 7.332.812,80${NBSP}€`,
    ]);
    expect(await page.getByTestId('year-chart-note').textContent()).toBe(
      'Sin fecha de adjudicación (3 adjudicaciones): se usa la fecha de la licitación.',
    );
    expect(await count(page)).toBe('5 adjudicaciones');
    await screenshots(page, 'party-millions');
    // No sideways scroll on a phone, chart included.
    await page.setViewportSize({ width: 390, height: 844 });
    await chart.getByRole('button', { name: /^2021: / }).waitFor();
    await expect.poll(() => sideScroll(page), { message: 'company page at 390 px' }).toBe(0);
    await page.setViewportSize({ width: 1280, height: 800 });
    await listed(page, () => page.getByRole('button', { name: /^2021: / }).click());
    expect(await count(page)).toBe('3 adjudicaciones');
    await context.close();
  });

  it('says so when the company does not exist', async () => {
    allowFailedCall(
      404,
      '/v1/procurement_party/99999999',
      'a company that does not exist is opened on purpose',
      'No existe la empresa u organismo solicitado.',
    );
    const { context, page } = await signedIn(browser(), user);
    await page.goto('/licitaciones/empresa/99999999');
    await page.getByRole('heading', { name: 'Empresa u organismo no encontrado' }).waitFor();
    await page.getByText('No existe la empresa u organismo solicitado.').waitFor();
    await context.close();
  });
});
