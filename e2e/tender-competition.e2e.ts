import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Account, createAccount, signedIn } from './support/accounts';
import { browserForFile } from './support/browser';
import { PHONE, sideScroll } from './support/results';
import { screenshots } from './support/screenshots';
import { count, searched } from './support/search-page';

// The server's database holds the real PLACSP pages of ../shared/placsp (support/global-setup.ts).
const browser = browserForFile();
let user: Account;
beforeAll(async () => {
  user = await createAccount('competencia');
});

const NBSP = '\u00a0';

/** Searches the expediente and opens its tender page from the search results. */
async function openTender(page: Page, folder: string, title: string) {
  await searched(page, () => page.goto(`/licitaciones/buscar?q=${encodeURIComponent(folder)}`));
  await page.getByRole('link', { name: title }).first().click();
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
}

/** Nothing scrolls sideways at phone width, once the carousel has settled at it. */
async function noSideScrollOnPhone(page: Page) {
  await page.setViewportSize(PHONE);
  await expect.poll(() => sideScroll(page)).toBe(0);
  await page.setViewportSize({ width: 1280, height: 800 });
}

describe("a tender's competition", () => {
  it('shows the offers and the discount of each lot of an awarded tender', async () => {
    const { context, page } = await signedIn(browser(), user);
    // Lena (CON/2026/6), two lots: lot 1 budget 60.806,90 € without VAT, awarded 60.728,36 € on
    // its only offer (1 − 60728.36 / 60806.90 = 0,1 %); lot 2 budget 15.461,48 €, awarded
    // 12.987,64 € among 5 offers (1 − 12987.64 / 15461.48 = 16 %). Both winners are SMEs.
    await openTender(
      page,
      'CON/2026/6',
      'Ejecución de infraestructuras preventivas contra incendios forestales. 2 Lotes.',
    );
    const carousel = page.getByRole('region', { name: 'Lotes de la licitación' });
    const lot1 = carousel.getByRole('group', { name: 'Lote 1' });
    await lot1.getByTestId('award-offers').waitFor();
    const field = async (lot: typeof lot1, testId: string) =>
      (await lot.getByTestId(testId).textContent())?.trim();
    expect(await field(lot1, 'award-offers')).toBe('Ofertas recibidas1');
    expect(await field(lot1, 'award-discount')).toBe(`Baja0,1${NBSP}%`);
    expect(await field(lot1, 'award-offer-range')).toBe(
      `Oferta más baja y más alta60.728,36${NBSP}€ – 60.728,36${NBSP}€`,
    );
    expect(await field(lot1, 'award-sme')).toBe('Adjudicataria pymeSí');
    const lot2 = carousel.getByRole('group', { name: 'Lote 2' });
    expect(await field(lot2, 'award-offers')).toBe('Ofertas recibidas5');
    expect(await field(lot2, 'award-discount')).toBe(`Baja16${NBSP}%`);
    expect(await field(lot2, 'award-offer-range')).toBe(
      `Oferta más baja y más alta12.987,64${NBSP}€ – 15.337,56${NBSP}€`,
    );
    // An awarded tender expects nothing any more.
    expect(await page.getByRole('heading', { name: 'Competencia esperada' }).count()).toBe(0);
    await screenshots(page, 'awarded-lots', { atEachSize: () => carousel.scrollIntoViewIfNeeded() });
    await noSideScrollOnPhone(page);

    // Without lots: one award block. Picassent's staff transport, 1 offer, budget 936.000 € without
    // VAT, awarded 770.234,40 €: 1 − 770234.40 / 936000 = 17,7 %.
    await openTender(
      page,
      '020120230187',
      'Servicio de transporte de personal al Centro Penitenciario de Valencia (Picassent), dependiente de la Secretaría General de Instituciones Penitenciarias.',
    );
    const block = page.getByRole('group', { name: 'Resultados de adjudicación' });
    await block.getByTestId('award-discount').waitFor();
    expect(await field(block, 'award-offers')).toBe('Ofertas recibidas1');
    expect(await field(block, 'award-discount')).toBe(`Baja17,7${NBSP}%`);
    expect(await field(block, 'award-sme')).toBe('Adjudicataria pymeNo');
    await screenshots(page, 'awarded-block', { atEachSize: () => block.scrollIntoViewIfNeeded() });
    await context.close();
  });

  it('shows an open tender the competition to expect, its basis, and the comparable tenders', async () => {
    const { context, page } = await signedIn(browser(), user);
    // Madrid's fire stations cleaning (PUB, CPV 90919200): no comparable award of its body or
    // province in 5 years, so the CPV group 9091 nationally — 9 awards in 3 tenders, 2 of them
    // with a usable discount (the other 7 share one budget among several lots).
    await openTender(
      page,
      'A/SER-041552/2020',
      '“Limpieza en los parques de bomberos y en la sede de la Dirección General de Emergencias de la Comunidad de Madrid”.',
    );
    const expected = page.getByRole('group', { name: 'Competencia esperada' });
    await expected.getByTestId('expected-basis').waitFor();
    expect(await expected.getByTestId('expected-offers').textContent()).toBe(
      'Ofertas10 de mediana (la mitad central, entre 10 y 12)',
    );
    expect(await expected.getByTestId('expected-single-offer').textContent()).toBe(
      `Con una sola oferta11,1${NBSP}% de las adjudicaciones`,
    );
    const basis = (await expected.getByTestId('expected-basis').textContent()) ?? '';
    expect(basis).toMatch(
      /^Según 9 adjudicaciones de licitaciones del grupo CPV 9091 \(.+\) en toda España publicadas desde el \d{2}\/\d{2}\/\d{4}\. La baja sale de 2 de ellas; 7 no cuentan/,
    );
    expect(await expected.getByText('Hay pocas adjudicaciones comparables').count()).toBe(1);
    await screenshots(page, 'expected-competition', { atEachSize: () => expected.scrollIntoViewIfNeeded() });
    await noSideScrollOnPhone(page);

    await searched(page, () => expected.getByRole('link', { name: 'Ver licitaciones comparables' }).click());
    expect(await count(page)).toBe(3);
    await context.close();
  });
});
