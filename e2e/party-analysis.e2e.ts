import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Account, createAccount, signedIn } from './support/accounts';
import { browserForFile } from './support/browser';
import { dataRows, downloadWorkbook, EURO_FORMAT, headerNames } from './support/excel-download';
import { listed, partyIdOf } from './support/party-page';
import { PHONE, sideScroll } from './support/results';
import { screenshots } from './support/screenshots';

// The server's database holds the real PLACSP pages of ../shared/placsp (support/global-setup.ts).
// Philips Ibérica (A28017143) won three awards with 1 or 2 offers: two 2018 tenders (Director
// Gerente, 1,0204 % below budget; Hospital de la Princesa, 11,3029 %) and a 2021 one of the
// Servicio Andaluz de Salud (10,224 %). Infraestructures de la Generalitat de Catalunya published
// 10 tenders, 9 awarded: offers 4 to 19 (median 9), 8 usable discounts (median 17,6 %), 1 left out.
const browser = browserForFile();
let user: Account;
beforeAll(async () => {
  user = await createAccount('analista');
});

const NBSP = '\u00a0';
/** A figure's card as read: label, value and detail lines. */
const text = async (page: Page, testId: string, stat: string) =>
  (await page.getByTestId(testId).locator(`[data-stat="${stat}"]`).innerText())
    .replaceAll(NBSP, ' ')
    .replace(/\n+/g, '\n');
const tableRows = (page: Page, name: string) => page.getByRole('table', { name }).locator('tbody tr');

/** Runs `action` and waits for the analysis it asks for to be answered and shown. */
async function analysed(page: Page, action: () => Promise<unknown>) {
  const answered = page.waitForResponse((r) => /\/v1\/procurement_party\/\d+\/analytics(\?|$)/.test(r.url()));
  await action();
  expect((await answered).status()).toBe(200);
  await page.locator('[data-testid="party-analysis"]:not([data-fetching])').waitFor();
}

describe("the Análisis tab of a company's and a contracting body's page", () => {
  it("shows a company's wins with charts, medians and samples, limits them to a year, and exports them", async () => {
    const philips = await partyIdOf(user, 'A28017143');
    const { context, page } = await signedIn(browser(), user);
    await listed(page, () => page.goto(`/licitaciones/empresa/${philips}`));
    await analysed(page, () => page.getByRole('tab', { name: 'Análisis' }).click());
    expect(new URL(page.url()).searchParams.get('tab')).toBe('analisis');
    const company = page.getByTestId('company-analysis');
    await company.getByRole('heading', { name: 'Como adjudicataria' }).waitFor();
    expect(await page.getByTestId('body-analysis').count()).toBe(0);

    // Both charts: amounts (thousands of €) and awards, 2018 to 2021 with the empty years between.
    const yearButtons = company.getByTestId('year-chart').getByRole('button');
    expect(await yearButtons.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')))).toEqual([
      `2018: 223.942,91${NBSP}€`,
      `2019: 0,00${NBSP}€`,
      `2020: 0,00${NBSP}€`,
      `2021: 92.200,00${NBSP}€`,
    ]);
    expect(await company.getByTestId('count-chart').locator('.recharts-label-list').textContent()).toBe('21');

    expect(await text(page, 'company-analysis', 'awards')).toBe('Adjudicaciones ganadas\n3\n316.142,91 €');
    expect(await text(page, 'company-analysis', 'discount')).toBe(
      'Baja mediana\n10,2 %\nQ1–Q3: 5,6 % – 10,8 %\nMuestra: 3 adjudicaciones',
    );
    expect(await text(page, 'company-analysis', 'offers')).toBe(
      'Ofertas recibidas (mediana)\n1\nQ1–Q3: 1 – 1,5\nMuestra: 3 adjudicaciones',
    );
    expect(await text(page, 'company-analysis', 'single-offer')).toBe(
      'Con una sola oferta\n66,7 %\nMuestra: 3 adjudicaciones',
    );
    // The regional platforms do not publish the SME indicator.
    expect(await text(page, 'company-analysis', 'sme')).toBe('Ganadas como PYME\n—\n0 de 0 adjudicaciones');

    const bodies = tableRows(page, 'Principales órganos de contratación');
    expect(await bodies.first().locator('[data-field="name"]').textContent()).toBe(
      'Hospital Universitario de la Princesa',
    );
    expect(await bodies.count()).toBe(3);
    const divisions = tableRows(page, 'Principales divisiones CPV');
    expect(await divisions.first().locator('[data-field="division"] a').getAttribute('href')).toBe(
      `/licitaciones/buscar?filters=${encodeURIComponent(
        JSON.stringify({
          location: { country: 'ES' },
          cpv_codes: ['33000000'],
          awardee_parties: ['A28017143'],
        }),
      )}`,
    );
    const rivals = tableRows(page, 'Competidores habituales');
    expect(await rivals.first().innerText()).toBe('ALCON CUSI, S.A.\t19\t1');
    await screenshots(page, 'party-analysis-company', { fullPage: true });

    // The 2021 bar limits the figures (not the charts) to that year.
    await analysed(page, () => yearButtons.last().click());
    expect(new URL(page.url()).searchParams.get('years')).toBe('2021');
    expect(await page.getByTestId('analysis-years').textContent()).toBe('Mostrando los años 2021');
    expect(await text(page, 'company-analysis', 'awards')).toBe('Adjudicaciones ganadas\n1\n92.200,00 €');
    expect(await bodies.allInnerTexts()).toEqual([`Servicio Andaluz de Salud\t1\t92.200,00${NBSP}€`]);
    expect(await yearButtons.count()).toBe(4);

    // The export holds what the tab shows, with its sample sizes.
    const { fileName, workbook } = await downloadWorkbook(page, () =>
      page.getByRole('button', { name: 'Exportar Excel' }).click(),
    );
    expect(fileName).toMatch(/^\d{4}_\d{2}_\d{2}_exportacion_analisis\.xlsx$/);
    expect(workbook.worksheets.map((s) => s.name)).toEqual([
      'Resumen',
      'Adjudicaciones por año',
      'Órganos',
      'Divisiones CPV',
      'Competidores',
    ]);
    const summary = workbook.getWorksheet('Resumen')!;
    expect(headerNames(summary)).toEqual([
      'Papel',
      'Indicador',
      'Valor (mediana)',
      'Q1',
      'Q3',
      'Muestra',
      'Excluidas',
    ]);
    const values = dataRows(summary).map((row) => (row.values as unknown[]).slice(1));
    expect(values.slice(0, 3)).toEqual([
      ['Adjudicataria', 'Adjudicaciones', 1],
      ['Adjudicataria', 'Importe adjudicado (€)', 92200],
      ['Adjudicataria', 'Baja (%)', 10.2, 10.2, 10.2, 1, 0],
    ]);
    const [body] = dataRows(workbook.getWorksheet('Órganos')!);
    expect(body!.getCell(1).value).toMatchObject({ text: 'Servicio Andaluz de Salud' });
    expect(body!.getCell(4).value).toBe(92200);
    expect(body!.getCell(4).numFmt).toBe(EURO_FORMAT);
    await context.close();
  });

  it("shows a contracting body's tenders, the competition it drew and who wins, and fits a phone", async () => {
    const infraestructures = await partyIdOf(user, 'Infraestructures de la Generalitat de Catalunya, SAU');
    const { context, page } = await signedIn(browser(), user);
    await analysed(page, () => page.goto(`/licitaciones/empresa/${infraestructures}?tab=analisis`));
    const body = page.getByTestId('body-analysis');
    await body.getByRole('heading', { name: 'Como órgano de contratación' }).waitFor();
    expect(await page.getByTestId('company-analysis').count()).toBe(0);
    expect(await body.getByTestId('count-chart').locator('.recharts-label-list').textContent()).toBe('91');

    expect(await text(page, 'body-analysis', 'tenders')).toBe('Licitaciones publicadas\n10\n666.195,81 €');
    expect(await text(page, 'body-analysis', 'discount')).toBe(
      'Baja mediana\n17,6 %\nQ1–Q3: 14 % – 21,9 %\nMuestra: 8 adjudicaciones\n1 excluida (baja sin sentido o sin presupuesto)',
    );
    expect(await text(page, 'body-analysis', 'offers')).toBe(
      'Ofertas recibidas (mediana)\n9\nQ1–Q3: 5 – 13\nMuestra: 9 adjudicaciones',
    );
    expect(await text(page, 'body-analysis', 'single-offer')).toBe(
      'Con una sola oferta\n0 %\nMuestra: 9 adjudicaciones',
    );
    const winners = tableRows(page, 'Principales adjudicatarios');
    expect(await winners.count()).toBe(9);
    expect(await winners.first().locator('[data-field="name"]').textContent()).toBe(
      'Juli Cortés i Associats, SLP',
    );
    await screenshots(page, 'party-analysis-body', { fullPage: true });

    await page.setViewportSize(PHONE);
    await expect.poll(() => sideScroll(page), { message: 'Análisis at 390 px' }).toBe(0);
    await page.setViewportSize({ width: 1280, height: 800 });

    // A winner's name opens its page.
    await winners.first().getByRole('link').click();
    await page.getByRole('heading', { level: 1, name: 'JULI CORTÉS I ASSOCIATS, SLP' }).waitFor();
    await context.close();
  });
});
