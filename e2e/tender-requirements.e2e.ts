import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Account, createAccount, signedIn } from './support/accounts';
import { browserForFile } from './support/browser';
import { PHONE, sideScroll } from './support/results';
import { screenshots } from './support/screenshots';

// The server's database holds the real PLACSP pages of ../shared/placsp (support/global-setup.ts);
// each tender below is a real entry, its values read from its XML.
const browser = browserForFile();
let user: Account;
beforeAll(async () => {
  user = await createAccount('requisitos');
});

const NBSP = '\u00a0';

/** Searches the expediente, opens the tender and returns its 'Requisitos y criterios' section. */
async function openRequirements(page: Page, folder: string, title: string) {
  const answered = page.waitForResponse((r) => r.url().endsWith('/v1/procurement/search'));
  await page.goto(`/licitaciones/buscar?q=${encodeURIComponent(folder)}`);
  expect((await answered).status()).toBe(200);
  await page.getByRole('link', { name: title }).first().click();
  await page.waitForURL(/\/licitaciones\/detalle\/\d+/);
  const section = page.getByRole('region', { name: 'Requisitos y criterios' });
  await section.waitFor();
  return section;
}

/** The criteria table's rows as [criterion, type, weight, share]. */
async function criteriaRows(page: Page) {
  const rows = page.getByRole('table', { name: 'Criterios de adjudicación' }).locator('tbody tr');
  return Promise.all(
    (await rows.all()).map(async (row) => (await row.locator('td').allTextContents()).map((s) => s.trim())),
  );
}

/** Brings the section's heading just below the sticky header, for screenshots of what a user sees. */
const scrollToSection = (page: Page) =>
  page.getByRole('heading', { name: 'Requisitos y criterios' }).evaluate((heading) => {
    heading.scrollIntoView({ block: 'start' });
    window.scrollBy(0, -80);
  });

describe("the tender page's 'Requisitos y criterios' on real tenders", () => {
  it('names the classification C2-5 of entry 1724191 in words', async () => {
    const { context, page } = await signedIn(browser(), user);
    const section = await openRequirements(page, '2017/006630/001', 'SSCC-Obras para la Sustitucion');
    const classification = section.getByTestId('classifications');
    expect((await classification.textContent())?.replace(/\s+/g, ' ').trim()).toBe(
      'Clasificación exigida' +
        'C2-5: Grupo C (Edificaciones), subgrupo 2, categoría 5' +
        'Anualidad media del contrato: más de 2.400.000 € y hasta 5.000.000 €',
    );
    await context.close();
  });

  it("keeps 1743616's solvency text whole with its amount, and its 5 % definitive guarantee", async () => {
    const { context, page } = await signedIn(browser(), user);
    const section = await openRequirements(page, '12/17', 'Servicios de Agencia de Viajes');
    const financial = section.getByTestId('solvency-financial');
    expect(await financial.textContent()).toContain('Volumen anual de negocios: Como mínimo 300.000 €');
    expect(await financial.getByTestId('solvency-amount').textContent()).toBe(
      `Importe exigido: 300.000,00${NBSP}€`,
    );
    const technical = await section.getByTestId('solvency-technical').locator('li').allTextContents();
    expect(technical).toEqual([
      'Medios técnicos: Mínimo un punto de venta físico en la ciudad de Castellón de la Plana',
      'Trabajos o servicios realizados: Experiencia mínima de 5 años',
    ]);
    expect(await section.getByTestId('guarantees').locator('li').allTextContents()).toEqual([
      `Definitiva 5${NBSP}%`,
    ]);
    // Price alone (100 points, no type given) is all formulas.
    expect(await section.getByTestId('criteria-split').textContent()).toBe(
      `Precio 100${NBSP}% · Criterios automáticos 100${NBSP}% · Juicio de valor 0${NBSP}%`,
    );
    expect(await criteriaRows(page)).toEqual([['Precio', '—', '100', `100${NBSP}%`]]);
    await screenshots(page, 'tender-requirements-single', { atEachSize: () => scrollToSection(page) });
    await page.setViewportSize(PHONE);
    await expect.poll(() => sideScroll(page)).toBe(0);
    await context.close();
  });

  it('shows the weights 12/2/6/80 of 1691804 and that price weighs 80 %', async () => {
    const { context, page } = await signedIn(browser(), user);
    const section = await openRequirements(page, '2017/003763', 'Servicio de Informacion y Acompañamiento');
    // Its criteria give no type, so only the price share can be told.
    expect(await section.getByTestId('criteria-split').textContent()).toBe(`Precio 80${NBSP}%`);
    const rows = await criteriaRows(page);
    expect(rows.map(([, type, weight, share]) => [type, weight, share])).toEqual([
      ['—', '12', `12${NBSP}%`],
      ['—', '2', `2${NBSP}%`],
      ['—', '6', `6${NBSP}%`],
      ['—', '80', `80${NBSP}%`],
    ]);
    expect(rows[3]?.[0]).toBe('Oferta Económica: fórmula.');
    await context.close();
  });

  it('splits 13549501 into price 52 % and formulas 100 %: both its criteria are OBJ', async () => {
    const { context, page } = await signedIn(browser(), user);
    const section = await openRequirements(page, '020120230187', 'Servicio de transporte de personal');
    expect(await section.getByTestId('criteria-split').textContent()).toBe(
      `Precio 52${NBSP}% · Criterios automáticos 100${NBSP}% · Juicio de valor 0${NBSP}%`,
    );
    expect(await criteriaRows(page)).toEqual([
      ['PORCENTAJE DE BAJA OFERTADA SOBRE EL IMPORTE MÁXIMO DE LICITACIÓN.', 'Fórmulas', '52', `52${NBSP}%`],
      ['MODERNIDAD DE LOS VEHÍCULOS', 'Fórmulas', '48', `48${NBSP}%`],
    ]);
    expect(await section.getByTestId('solvency-financial').textContent()).toContain('Se remite al pliego');
    await context.close();
  });

  it('shows the folder-wide terms of a tender in lots once (CON/2026/6), and fits a phone', async () => {
    const { context, page } = await signedIn(browser(), user);
    const section = await openRequirements(page, 'CON/2026/6', 'Ejecución de infraestructuras preventivas');
    expect(await section.getByTestId('requirement-scope').count()).toBe(1);
    expect(await section.getByTestId('criteria-split').textContent()).toBe(
      `Precio 100${NBSP}% · Criterios automáticos 100${NBSP}% · Juicio de valor 0${NBSP}%`,
    );
    await screenshots(page, 'tender-requirements-lots', { atEachSize: () => scrollToSection(page) });
    await page.setViewportSize(PHONE);
    await expect.poll(() => sideScroll(page)).toBe(0);
    await context.close();
  });
  it('says in one sentence that a tender publishes none of it (a 1044 entry)', async () => {
    const { context, page } = await signedIn(browser(), user);
    const section = await openRequirements(page, 'ICVI-2022-1', 'Servei de neteja de les instal·lacions');
    expect((await section.textContent())?.trim()).toBe(
      'Requisitos y criteriosEsta licitación no publica requisitos ni criterios de adjudicación.',
    );
    expect(await section.getByRole('table').count()).toBe(0);
    await context.close();
  });
});
