import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from './support/accounts';
import { browserForFile } from './support/browser';
import { screenshots } from './support/screenshots';
import { count, rows, searched } from './support/search-page';
import { ADMIN, type RunningServer, startServer } from './support/server';

// A server of its own with the real PLACSP pages; the PCAP of 1835347 ('centro cívico y
// biblioteca') read before the start: its third page alone asks for the site visit. The admin's
// alert on those words, saved before the tender came, is matched when the PCAP is read.
const browser = browserForFile();
let server: RunningServer;
const PAGES = [
  'Pliego de cláusulas administrativas particulares. La visita se concertará con el servicio técnico.',
  'Cláusula 5. Presupuesto base de licitación y valor estimado del contrato.',
  'Cláusula 12. Será obligatoria la visita a las instalaciones del centro cívico antes de presentar la oferta.',
];

beforeAll(async () => {
  server = await startServer({
    importRealPages: true,
    steps: [
      ['e2e/support/pliego-text-cli.ts', '1835347', JSON.stringify(PAGES)],
      [
        'e2e/support/document-alert-cli.ts',
        ADMIN.email,
        '1835347',
        'Visita obligatoria',
        'visita obligatoria',
      ],
    ],
  });
}, 180_000);
afterAll(() => server?.stop());

describe("'En los pliegos' on the real pages", () => {
  it('finds the tender by its pliego, quotes the page and opens the viewer there', async () => {
    const { context, page } = await signedIn(browser(), undefined, server);
    await page.setViewportSize({ width: 1440, height: 900 });
    await searched(page, () => page.goto('/licitaciones/buscar'));
    const box = page.getByRole('textbox', { name: 'En los pliegos' });
    // Both placeholders whole beside each other on a desktop (looked at in the screenshots).
    await screenshots(page, 'search-documents-empty');
    await box.fill('visita obligatoria');
    await searched(page, () => box.press('Enter'));
    expect(await count(page)).toBe(1);
    expect(JSON.parse(new URL(page.url()).searchParams.get('filters') ?? '{}')).toMatchObject({
      document_terms: 'visita obligatoria',
    });

    const snippet = rows(page).first().locator('[data-field="document-match"]');
    const link = snippet.getByRole('link');
    expect(await link.textContent()).toBe('PCAP 58-17 obras CENTRO CIVICO Y BIBLIOTECA.pdf, pág. 3');
    expect(await snippet.locator('mark').allTextContents()).toEqual(['obligatoria', 'visita']);
    expect(await snippet.textContent()).toContain('Será obligatoria la visita a las instalaciones');
    await screenshots(page, 'search-documents');

    // The box is kept in the URL: a reload shows it filled.
    await searched(page, () => page.reload());
    expect(await page.getByRole('textbox', { name: 'En los pliegos' }).inputValue()).toBe(
      'visita obligatoria',
    );

    await page.getByRole('link', { name: /pág\. 3$/ }).click();
    await page.waitForURL(/\/licitaciones\/documentos\/pliego\/\d+\?pagina=3$/);
    await context.close();
  });

  it("quotes the page in the inbox card of an alert on 'En los pliegos' words", async () => {
    const { context, page } = await signedIn(browser(), undefined, server);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/licitaciones/notificaciones');
    const card = page.locator('[data-field="document-match"]').first();
    await card.waitFor();
    expect(await card.textContent()).toContain(
      'En los pliegos: PCAP 58-17 obras CENTRO CIVICO Y BIBLIOTECA.pdf, pág. 3: «Cláusula 12. Será obligatoria la visita',
    );
    expect(await card.locator('mark').allTextContents()).toEqual(['obligatoria', 'visita']);
    await screenshots(page, 'inbox-document-match');

    await card.getByRole('link', { name: /pág\. 3$/ }).click();
    await page.waitForURL(/\/licitaciones\/documentos\/pliego\/\d+\?pagina=3$/);
    await context.close();
  });
});
