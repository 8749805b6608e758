import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, type ApiCall, apiAs, createAccount, signedIn } from './support/accounts';
import { runJob } from './support/admin-jobs';
import { type BoeHost, DGT_ITEM, startBoeHost } from './support/boe-host';
import { allowFailedCall, browserForFile, newVisitor } from './support/browser';
import { linkIn, nextMail } from './support/mailbox';
import { screenshots } from './support/screenshots';
import { type RunningServer, startServer } from './support/server';

// Paths that used to end nowhere. A server of its own: no trial for new accounts (TRIAL_DAYS=0, so
// its admin has neither trial nor licence), the real BOE of 07/05/2020 from a loopback BOE, and a
// document store this file can take away, as when the file store is moved.
const browser = browserForFile();
let boe: BoeHost;
let server: RunningServer;
let documentsDir: string;
let user: Account;
let asUser: ApiCall;

const { id: ID, title: TITLE, pdf: PDF } = DGT_ITEM;
const TEXT_MISSING =
  'El texto de esta publicación no está disponible ahora mismo en Licitaciones. Puedes leerla en el PDF oficial del BOE.';

beforeAll(async () => {
  boe = await startBoeHost('BOE-S-20200507');
  documentsDir = await mkdtemp(path.join(tmpdir(), 'licitaciones-e2e-documents-'));
  server = await startServer({
    importRealPages: false,
    env: { ...boe.env, TRIAL_DAYS: '0', DOCUMENTS_DIR: documentsDir },
  });
  const asAdmin = await apiAs(server.admin, server);
  await runJob(asAdmin, 'boe.sync');
  // Without a trial, the user works on a licence the admin grants (manual billing).
  user = await createAccount('sin-salida', server);
  asUser = await apiAs(user, server);
  const { id: userId } = await asUser<{ id: number }>('GET', '/v1/user');
  await asAdmin('POST', '/v1/admin/subscriptions', {
    user_id: userId,
    quantity: 1,
    billing_frequency: 'yearly',
  });
});
afterAll(async () => {
  await server?.stop();
  await boe?.close();
  await rm(documentsDir, { recursive: true, force: true });
});

const selectedTab = (page: Page) => page.getByRole('tab', { selected: true }).textContent();

describe('a publication whose stored document is missing', () => {
  it('shows its data, the official PDF and a way back, inside the dashboard', async () => {
    await rm(documentsDir, { recursive: true, force: true });
    allowFailedCall(
      404,
      `/v1/documents/boe/${ID}/`,
      'the stored document is gone on purpose',
      'No se ha encontrado el documento.',
    );
    const { context, page } = await signedIn(browser(), user, server);
    await page.goto('/licitaciones/publicaciones?q=aseguramiento');
    await page
      .getByRole('table', { name: 'Publicaciones oficiales encontradas' })
      .getByRole('link', { name: TITLE, exact: true })
      .click();
    await page.waitForURL(`**/licitaciones/documentos/boe/${ID}`);

    const missing = page.getByTestId('missing-document');
    await missing.getByText(TEXT_MISSING).waitFor();
    expect(await missing.getByRole('heading', { name: TITLE, exact: true }).count()).toBe(1);
    expect(await missing.textContent()).toContain(`Ministerio del Interior`);
    expect(await missing.getByRole('link', { name: 'PDF oficial' }).getAttribute('href')).toBe(PDF);
    expect(await missing.getByRole('link', { name: 'Ver en el BOE' }).getAttribute('href')).toContain(ID);
    // Inside the dashboard: its sidebar, on the publications.
    expect(await selectedTab(page)).toBe('Publicaciones oficiales');
    await screenshots(page, 'publication-without-document');

    // Back to the search it came from, words kept.
    await page.getByRole('button', { name: 'Volver' }).click();
    await page.waitForURL('**/licitaciones/publicaciones?q=aseguramiento');
    await context.close();
  });

  it('leads a shared link, opened as the first page, back to the publications', async () => {
    allowFailedCall(
      404,
      `/v1/documents/boe/${ID}/`,
      'the stored document is gone on purpose',
      'No se ha encontrado el documento.',
    );
    const { context, page } = await signedIn(browser(), user, server);
    const shared = await context.newPage();
    await shared.goto(`/licitaciones/documentos/boe/${ID}`);
    await shared.getByText(TEXT_MISSING).waitFor();
    await shared.getByRole('link', { name: 'Volver a publicaciones' }).click();
    await shared.waitForURL('**/licitaciones/publicaciones');
    await page.close();
    await context.close();
  });
});

describe('a confirmation link opened again', () => {
  it('says on the sign-in page that the account is already confirmed', async () => {
    const email = `reconfirmada-${Date.now().toString(36)}@example.com`;
    const password = 'clave-e2e-1';
    const signUp = await fetch(`${server.baseUrl}/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Ana Prueba', email, password, password_confirmation: password }),
    });
    expect(signUp.status).toBe(200);
    const link = linkIn(await nextMail(email, server.mailDir), '/auth/confirmation');

    const { context, page } = await newVisitor(browser(), { cookiesAccepted: true, server: server.baseUrl });
    await page.goto(link);
    await page
      .locator('[data-flash="success"]')
      .getByText('¡Enhorabuena! Tu cuenta ha sido confirmada')
      .waitFor();

    await page.goto(link);
    const notice = page.getByTestId('confirmation-notice');
    await notice.waitFor();
    expect(await notice.textContent()).toBe(
      'Tu cuenta ya está confirmada: inicia sesión con tu correo y tu contraseña.',
    );
    // The value is consumed; the notice stays while the user signs in.
    expect(new URL(page.url()).pathname).toBe('/sign_in');
    expect(new URL(page.url()).search).toBe('');
    await screenshots(page, 'sign-in-already-confirmed');
    expect(await notice.isVisible()).toBe(true);
    await context.close();
  });
});

describe('an admin without trial or licence', () => {
  it("works the tender screens as staff: no trial badge, and runs a user's alert", async () => {
    const alert = await asUser<{ id: number }>('POST', '/v1/alerts', {
      name: 'Calidad DGT',
      searchTerms: 'aseguramiento calidad',
      filters: { sources: ['boe'] },
    });
    // Signing in lands on the dashboard, not on the account page of someone without access.
    const { context, page } = await signedIn(browser(), server.admin, server);
    expect(await page.getByText(/^Prueba/).count()).toBe(0);

    await page.goto(`/licitaciones/buscar?alert_id=${alert.id}`);
    await page.waitForURL(/[?&]q=aseguramiento\+calidad/);
    expect(await selectedTab(page)).toBe('Buscar');

    await page.goto('/user');
    await page.getByText('Acceso de administrador').waitFor();
    expect(await page.getByText('Tu periodo de prueba ha terminado').count()).toBe(0);
    await context.close();
  });
});

describe('the account page of a manual-billing user', () => {
  it('asks for no card invoices', async () => {
    const { context, page } = await signedIn(browser(), user, server);
    const invoiceCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/stripe/invoices')) invoiceCalls.push(request.url());
    });
    await page.goto('/user');
    await page.getByRole('tab', { name: 'Suscripción' }).click();
    await page.getByText('Manual', { exact: true }).first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(invoiceCalls).toEqual([]);
    expect(await page.getByRole('heading', { name: 'Facturas' }).count()).toBe(0);
    await context.close();
  });
});

describe('the app page for any client', () => {
  it('answers GET / with the app to a client that does not ask for HTML (curl, link previews)', async () => {
    const response = await fetch(`${server.baseUrl}/`, { headers: { accept: '*/*' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toContain('<div id="root">');
  });
});
