import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from './support/accounts';
import { browserForFile } from './support/browser';
import { PHONE, sideScroll } from './support/results';
import { screenshots } from './support/screenshots';
import { type RunningServer, startServer } from './support/server';

// A server of its own, with the real PLACSP pages: before it starts, the documents of 1835347
// ('Obras de reforma en el Centro Cívico…', folder 58/17) are fetched and read as the documents
// job does, its PCAP being the first pliego fixture, served from loopback. The feed sends both
// solvencies to 'la cláusula 21 del Pliego'; the PCAP asks 300.000,00 € on its page 2.
const browser = browserForFile();
let server: RunningServer;

beforeAll(async () => {
  server = await startServer({
    importRealPages: true,
    env: { DOCUMENT_FETCH_ALLOW_LOOPBACK: 'true', DOCUMENT_FETCH_HOST_GAP_MS: '0' },
    steps: [
      [
        'e2e/support/pliego-read-cli.ts',
        '1835347',
        'd409f730-2e4b-4d78-b3cc-1df7cb5fa840',
        'pcap-obras-c2-5',
      ],
    ],
  });
}, 240_000);
afterAll(() => server?.stop());

const NBSP = '\u00a0';
const oneLine = (text: string | null) => (text ?? '').replaceAll(NBSP, ' ').replace(/\s+/g, ' ').trim();

async function openRequirements(page: Page) {
  const answered = page.waitForResponse((r) => r.url().endsWith('/v1/procurement/search'));
  await page.goto(`/licitaciones/buscar?q=${encodeURIComponent('58/17')}`);
  expect((await answered).status()).toBe(200);
  await page.getByRole('link', { name: 'Obras de reforma en el Centro Cívico' }).first().click();
  await page.waitForURL(/\/licitaciones\/detalle\/\d+/);
  const section = page.getByRole('region', { name: 'Requisitos y criterios' });
  await section.waitFor();
  return section;
}

const scrollToSection = (page: Page) =>
  page.getByRole('heading', { name: 'Requisitos y criterios' }).evaluate((heading) => {
    heading.scrollIntoView({ block: 'start' });
    window.scrollBy(0, -80);
  });

describe("'Requisitos y criterios' with what the pliego says", () => {
  it("shows the PCAP's turnover beside the feed's text, 'según el pliego, pág. 2', linking to it", async () => {
    const { context, page } = await signedIn(browser(), undefined, server);
    const section = await openRequirements(page);
    const financial = section.getByTestId('solvency-financial').locator('li');
    expect(await financial.count()).toBe(2);
    // The feed's line first, as published.
    expect(oneLine(await financial.nth(0).textContent())).toContain('cláusula 21 del Pliego');
    expect(await financial.nth(0).getByTestId('pliego-source').count()).toBe(0);
    const fromPliego = financial.nth(1);
    expect(oneLine(await fromPliego.getByTestId('solvency-amount').textContent())).toBe(
      'Importe exigido: 300.000,00 €',
    );
    const source = fromPliego.getByRole('link', { name: 'según el pliego, pág. 2' });
    const href = await source.getAttribute('href');
    expect(href).toMatch(/^\/licitaciones\/documentos\/pliego\/\d+\?pagina=2$/);

    const terms = section.getByRole('group', { name: 'Condiciones de ejecución' });
    expect(oneLine(await terms.getByTestId('execution-term').textContent())).toBe(
      'Plazo de ejecución: 8 meses según el pliego, pág. 1',
    );
    expect(oneLine(await terms.getByTestId('price-revision').textContent())).toBe(
      'Revisión de precios: Sí según el pliego, pág. 4',
    );
    expect(oneLine(await terms.getByTestId('site-visit').textContent())).toBe(
      'Visita obligatoria: Sí según el pliego, pág. 4',
    );

    await screenshots(page, 'tender-pliego-requirements', { atEachSize: () => scrollToSection(page) });
    await screenshots(page, 'tender-pliego-terms', {
      atEachSize: () => terms.evaluate((el) => el.scrollIntoView({ block: 'center' })),
    });
    await page.setViewportSize(PHONE);
    await scrollToSection(page);
    await expect.poll(() => sideScroll(page)).toBe(0);

    await source.click();
    await page.waitForURL(/\/licitaciones\/documentos\/pliego\/\d+\?pagina=2$/);
    await context.close();
  });
});
