import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProcurementSearchResponse } from '../common/api/procurement-search';
import { type Account, apiAs, createAccount, signedIn } from './support/accounts';
import { syncAndMatch } from './support/admin-jobs';
import { browserForFile } from './support/browser';
import { editEntry, pageXml, readRealPage } from './support/placsp-entries';
import { type PlacspFeed, startPlacspFeed } from './support/placsp-feed';
import { count, rows as resultRows, searched } from './support/search-page';
import { type RunningServer, startServer } from './support/server';

// The user's notifications are produced for real: the loopback PLACSP feed publishes a newer
// page and the admin runs the sync and the matching. That changes what the server holds, so this
// file runs a server of its own, like monitoring.e2e.ts.
const browser = browserForFile();
let feed: PlacspFeed;
let server: RunningServer;
let watcher: Account;
let quiet: Account;

// The real head page of the 643 feed (3 tenders, August 2026).
const real = readRealPage('placsp-atom-licitaciones.xml');
const [PENDING, , FIRE_PREVENTION] = real.entries as [string, string, string];
const firstPage = pageXml(real.header, real);
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
// PLACSP publishes again: the followed tender is awarded; the fire prevention one under a new id.
const newerPage = pageXml(real.header, {
  entries: [
    editEntry(PENDING, { updated: minutesAgo(10), status: 'ADJ' }),
    editEntry(FIRE_PREVENTION, { number: '29900001', updated: minutesAgo(12) }),
  ],
});
const ALERT = 'Prevención de incendios';
const TERMS = 'infraestructuras preventivas';
const FIRE_TITLE = 'Ejecución de infraestructuras preventivas contra incendios forestales. 2 Lotes.';
const FOLLOWED_TITLE = 'Servicio de validación metadatado y lenguas cooficiales para RTVE.es';

beforeAll(async () => {
  feed = await startPlacspFeed();
  feed.serve('643', [firstPage]);
  server = await startServer({ importRealPages: false, env: feed.env });
  const asAdmin = await apiAs(server.admin, server);
  await syncAndMatch(asAdmin);
  // Both e-mails start with 'listas', so the admin's filter finds just these two.
  quiet = await createAccount('listas-quieto', server);
  watcher = await createAccount('listas-vigia', server);
  const asWatcher = await apiAs(watcher, server);
  await asWatcher('POST', '/v1/alerts', {
    name: ALERT,
    searchTerms: TERMS,
    filters: { sources: ['placsp'] },
  });
  const found = await asWatcher<ProcurementSearchResponse>('POST', '/v1/procurement/search', {
    searchTerms: 'S-02027-2026',
  });
  const followed = found.results.find((r) => r.contract_folder_id === 'S-02027-2026');
  await asWatcher('POST', `/v1/procurement_projects/${followed!.id}/subscription`, {});
  feed.serve('643', [newerPage, firstPage]);
  await syncAndMatch(asAdmin);
});
afterAll(async () => {
  await server?.stop();
  await feed?.close();
});

const userRows = (page: Page) => page.getByTestId('admin-user-row');
const emails = (page: Page) => userRows(page).getByTestId('admin-user-email').allTextContents();
const card = (page: Page, title: string) => page.locator('article').filter({ hasText: title });

describe("the admin users table: a user's alerts and follows", () => {
  it('finds the user, sorts by alerts, opens their alerts and the notifications of one, read-only', async () => {
    const { context, page } = await signedIn(browser(), server.admin, server);
    await page.goto('/admin/users');
    await page.getByLabel('Texto').fill('listas-');
    await page.getByRole('button', { name: 'Filtrar', exact: true }).click();
    await expect.poll(() => userRows(page).count()).toBe(2);
    await page.getByRole('button', { name: 'Alertas', exact: true }).click();
    await expect.poll(() => emails(page)).toEqual([watcher.email, quiet.email]);

    await page.getByRole('button', { name: `Ver las listas de ${watcher.email}` }).click();
    const alerts = page.getByRole('table', { name: `Alertas de ${watcher.email}` });
    const alertRow = alerts.locator('tbody tr');
    await expect.poll(() => alertRow.count()).toBe(1);
    const cells = await alertRow.locator('td').allTextContents();
    expect(cells.slice(0, 4)).toEqual([ALERT, TERMS, 'Fuentes: PLACSP', '1']);
    expect(cells[4]).toMatch(/^\d\d\/\d\d\/\d{4}$/);
    expect(await page.getByRole('tab', { name: 'Licitaciones seguidas (1)' }).isVisible()).toBe(true);

    await page.getByRole('button', { name: `Ver las notificaciones de la alerta ${ALERT}` }).click();
    const panel = page.getByRole('dialog', { name: `Notificaciones de la alerta ${ALERT}` });
    const fire = card(page, FIRE_TITLE);
    await fire.waitFor();
    expect(await panel.locator('article').count()).toBe(1);
    expect(await fire.getByText('Nueva licitación', { exact: true }).count()).toBe(1);
    expect(await fire.textContent()).toContain(
      `Alerta «${ALERT}»: coinciden «infraestructuras», «preventivas»`,
    );
    // Read-only: the admin cannot star or discard the user's notification.
    expect(await panel.getByRole('button', { name: /Destacar|Descartar/ }).count()).toBe(0);
    expect((await panel.boundingBox())?.width).toBe(640); // half of the 1280 px window
    await panel.getByRole('button', { name: 'Cerrar' }).click();
    await panel.waitFor({ state: 'detached' });

    await page.getByRole('tab', { name: 'Licitaciones seguidas (1)' }).click();
    const follows = page.getByRole('table', { name: `Licitaciones que sigue ${watcher.email}` });
    await follows.getByRole('button', { name: FOLLOWED_TITLE }).click();
    const followPanel = page.getByRole('dialog', {
      name: `Notificaciones de la licitación ${FOLLOWED_TITLE}`,
    });
    const changed = card(page, FOLLOWED_TITLE);
    await changed.getByText('Cambios en una licitación que sigues').waitFor();
    expect(await followPanel.getByRole('list', { name: 'Cambios' }).locator('li').first().textContent()).toBe(
      'Estado: Pendiente de adjudicación → Adjudicada',
    );
    await followPanel.getByRole('button', { name: 'Cerrar' }).click();
    await page.getByRole('tab', { name: 'Empresas seguidas (0)' }).click();
    await page.getByText('Este usuario no sigue ninguna empresa ni organismo.').waitFor();
    await context.close();
  });

  it("runs the user's alert: the search opens with its words and filters", async () => {
    const { context, page } = await signedIn(browser(), server.admin, server);
    await page.goto(`/admin/users?filter_by=email&filter_value=${watcher.email}`);
    await page.getByRole('button', { name: `Ver las listas de ${watcher.email}` }).click();
    await searched(page, () => page.getByRole('link', { name: `Ejecutar ${ALERT}` }).click());
    const url = new URL(page.url());
    expect(url.pathname).toBe('/licitaciones/buscar');
    expect(url.searchParams.get('q')).toBe(TERMS);
    expect(url.searchParams.get('sort')).toBe('relevance');
    expect(JSON.parse(url.searchParams.get('filters') ?? '')).toEqual({ sources: ['placsp'] });
    expect(await page.getByRole('textbox', { name: 'Palabras de búsqueda' }).inputValue()).toBe(TERMS);
    // The tender, and its republication under a new id.
    expect(await count(page)).toBe(2);
    expect(await resultRows(page).filter({ hasText: FIRE_TITLE }).count()).toBe(2);
    await context.close();
  });
});
