import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PipelineBoard } from '../common/api/pipeline';
import type { ProcurementSearchResponse } from '../common/api/procurement-search';
import { type ApiCall, apiAs, signedIn } from './support/accounts';
import { allowFailedCall, browserForFile, flash } from './support/browser';
import { screenshots } from './support/screenshots';
import { rows, search } from './support/search-page';
import { ADMIN, type RunningServer, startServer } from './support/server';

// A server of its own, with the real PLACSP pages and, before it starts, an inbox notification
// of 1724191 for its admin: three ways onto the board besides the tender page.
const browser = browserForFile();
let server: RunningServer;
let asAdmin: ApiCall;
const INBOX_TITLE = 'SSCC-Obras para la Sustitucion de 6+8 UDS.';

beforeAll(async () => {
  server = await startServer({
    importRealPages: true,
    steps: [['e2e/support/tender-notification-cli.ts', ADMIN.email, '1724191']],
  });
  asAdmin = await apiAs(ADMIN, server);
}, 180_000);
afterAll(() => server?.stop());

const onBoard = async (tenderId: number) =>
  (await asAdmin<PipelineBoard>('GET', `/v1/pipeline/cards?tender_id=${tenderId}`)).cards;
const addButton = (scope: Page | ReturnType<Page['locator']>) =>
  scope.getByRole('button', { name: 'Añadir a Oportunidades' });

describe('Adding to Oportunidades from a result, an inbox card and the digest link', () => {
  it('adds from a result row, which then names its stage and opens its card', async () => {
    const { context, page } = await signedIn(browser(), undefined, server);
    await page.goto('/licitaciones/buscar');
    await search(page, 'limpieza');
    const row = rows(page).first();
    const title = (await row.locator('[data-field="title"]').textContent())!;
    await screenshots(page, 'pipeline-add-results');
    await addButton(row).click();
    await flash(page, 'Añadida a Oportunidades.').waitFor();
    const placed = row.getByRole('button', { name: 'En Oportunidades: Detectada' });
    await placed.waitFor();
    // The other rows are still off the board.
    expect(await addButton(rows(page)).count()).toBe((await rows(page).count()) - 1);

    await placed.click();
    await page.waitForURL(/\/licitaciones\/oportunidades\?tarjeta=\d+$/);
    await page.getByRole('dialog').getByRole('link', { name: title }).waitFor();
    await context.close();
  });

  it('adds from an inbox card', async () => {
    const { context, page } = await signedIn(browser(), undefined, server);
    await page.goto('/licitaciones/notificaciones');
    const card = page.locator('article').filter({ hasText: INBOX_TITLE });
    await addButton(card).click();
    await flash(page, 'Añadida a Oportunidades.').waitFor();
    await card.getByRole('button', { name: 'En Oportunidades: Detectada' }).waitFor();
    await screenshots(page, 'pipeline-add-inbox');
    await context.close();
  });

  it('adds once from the digest link, says when it is already there, refuses a bad link; removes', async () => {
    const found = await asAdmin<ProcurementSearchResponse>('POST', '/v1/procurement/search', {
      searchTerms: 'suministro',
    });
    const tender = found.results[0]!;
    expect(await onBoard(tender.id)).toEqual([]);
    const { context, page } = await signedIn(browser(), undefined, server);
    await page.goto(`/licitaciones/oportunidades?anadir=${tender.id}`);
    await flash(page, 'Añadida a Oportunidades.').waitFor();
    await page
      .locator(`[data-column="detected"] [data-field="card-title"]`, { hasText: tender.title! })
      .waitFor();
    expect(new URL(page.url()).search).toBe('');
    await page.reload();
    await page.locator('[data-column="detected"]').waitFor();
    expect((await onBoard(tender.id)).map((c) => c.stage)).toEqual(['detected']);

    const refused = 'Esta licitación ya está en Oportunidades: Detectada.';
    allowFailedCall(409, '/v1/pipeline/cards', 'the digest link of a tender already on the board', refused);
    await page.goto(`/licitaciones/oportunidades?anadir=${tender.id}`);
    await flash(page, refused).waitFor();
    await page.goto('/licitaciones/oportunidades?anadir=abc');
    await flash(page, 'El enlace no indica ninguna licitación: ábrelo de nuevo desde el correo.').waitFor();
    expect(new URL(page.url()).search).toBe('');

    // Taken off the board from its detail, after saying what goes with it.
    const [card] = await onBoard(tender.id);
    await page.goto(`/licitaciones/oportunidades?tarjeta=${card!.id}`);
    page.once('dialog', (dialog) => {
      expect(dialog.message()).toBe(
        `¿Quitar «${tender.title}» de Oportunidades? Se perderán sus comentarios e historial.`,
      );
      void dialog.accept();
    });
    await page.getByRole('dialog').getByRole('button', { name: 'Quitar del tablero' }).click();
    await flash(page, 'Tarjeta quitada del tablero.').waitFor();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await onBoard(tender.id)).toEqual([]);
    await context.close();
  });
});
