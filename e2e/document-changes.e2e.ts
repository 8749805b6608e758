import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from './support/accounts';
import { browserForFile } from './support/browser';
import { screenshots } from './support/screenshots';
import { ADMIN, type RunningServer, startServer } from './support/server';

// A server of its own, with the real PLACSP pages: its admin follows 'Obras de centro cívico y
// biblioteca' (entry 1835347), whose PCAP was fetched, read, then rectified and read again
// before the server starts.
const browser = browserForFile();
let server: RunningServer;
const TITLE = 'obras de reforma en el centro cívico polifuncional y la biblioteca municipal';

const card = (page: Page) => page.locator('article').filter({ hasText: 'Pliegos modificados' });

beforeAll(async () => {
  server = await startServer({
    importRealPages: true,
    env: { DOCUMENT_FETCH_ALLOW_LOOPBACK: 'true', DOCUMENT_FETCH_HOST_GAP_MS: '0' },
    steps: [
      ['e2e/support/document-change-cli.ts', ADMIN.email, '1835347', 'd409f730-2e4b-4d78-b3cc-1df7cb5fa840'],
    ],
  });
}, 180_000);
afterAll(() => server?.stop());

describe("a followed tender's rectified PCAP in the inbox", () => {
  it('shows the document, the amount and date that changed by clause, and the paragraph added', async () => {
    const { context, page } = await signedIn(browser(), undefined, server);
    await page.goto('/licitaciones/notificaciones');
    await card(page).waitFor();
    const text = await card(page).textContent();
    expect(text?.toLowerCase()).toContain(TITLE);
    expect(await card(page).getByText('Pliegos modificados', { exact: true }).count()).toBe(1);
    expect(text).toContain('PCAP 58-17 obras CENTRO CIVICO Y BIBLIOTECA.pdf (Doc. Legal): nueva versión');
    const lines = await card(page).getByRole('listitem').allTextContents();
    expect(lines).toEqual([
      expect.stringMatching(/^Cláusula 8: [\d.]+,00 € → 250\.000,00 €$/),
      'Cláusula 12.2: 15/03/2026 → 22/03/2026',
      'Cláusula 12 · Añadido: «Se valorará además la reducción del plazo de entrega, a razón de 1 punto por semana, hasta un máximo de 5 puntos.»',
    ]);
    await screenshots(page, 'document-changes-inbox');
    await context.close();
  });
});
