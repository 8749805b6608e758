import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProcurementSearchResponse } from '../common/api/procurement-search';
import { type Account, type ApiCall, apiAs, createAccount, signedIn } from './support/accounts';
import { browserForFile, consoleProblems, sharedServer } from './support/browser';

// Every screen of the dashboard and around it, opened by address as a user and as an admin on the
// real tenders: each one renders with no error or warning in the console (React Router's, a
// failed call the app logs, an uncaught error) and no uncaught page error.
const browser = browserForFile();
let user: Account;
let asUser: ApiCall;
let tenderId: number;
let partyId: number;
let alertId: number;

beforeAll(async () => {
  user = await createAccount('recorrido');
  asUser = await apiAs(user);
  const found = await asUser<ProcurementSearchResponse>('POST', '/v1/procurement/search', {});
  tenderId = found.results[0]!.id;
  const parties = await asUser<{ results: { id: number }[] }>('POST', '/v1/procurement_party/search', {
    searchTerms: 'ayuntamiento',
  });
  partyId = parties.results[0]!.id;
  // Something in each list: a followed tender and company, and an alert.
  await asUser('POST', `/v1/procurement_projects/${tenderId}/subscription`, {});
  await asUser('POST', `/v1/procurement_party/${partyId}/subscription`, {});
  ({ id: alertId } = await asUser<{ id: number }>('POST', '/v1/alerts', {
    name: 'Recorrido',
    searchTerms: 'obras',
    filters: { sources: ['placsp'] },
  }));
});

const dashboardPaths = () => [
  '/licitaciones',
  '/licitaciones/buscar',
  '/licitaciones/buscar?q=obras',
  `/licitaciones/buscar?alert_id=${alertId}`,
  '/licitaciones/notificaciones',
  '/licitaciones/mis_licitaciones',
  '/licitaciones/mis_empresas',
  '/licitaciones/alertas',
  '/licitaciones/publicaciones',
  '/licitaciones/mi_empresa',
  `/licitaciones/detalle/${tenderId}`,
  `/licitaciones/empresa/${partyId}`,
  '/user',
];

/** Opens each path as a fresh load, waits for its calls to settle and for the screen, and says what the console got. */
async function visit(page: Page, paths: string[]) {
  const problems: Record<string, string[]> = {};
  for (const path of paths) {
    const before = consoleProblems().length;
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await page.locator('main h1, main h2, main [role="tablist"]').first().waitFor();
    const found = consoleProblems().slice(before);
    if (found.length > 0) problems[path] = found;
  }
  return problems;
}

describe('no console errors on any dashboard path', () => {
  it('as a user on trial', async () => {
    const { context, page } = await signedIn(browser(), user);
    expect(await visit(page, dashboardPaths())).toEqual({});
    // The sidebar switches screens without reloading, as people use it.
    await page.goto('/licitaciones');
    for (const tab of [
      'Notificaciones',
      'Mis licitaciones',
      'Mis empresas',
      'Alertas',
      'Publicaciones',
      'Mi empresa',
      'Buscar',
    ]) {
      await page.getByRole('tab', { name: tab }).first().click();
      await page.waitForLoadState('networkidle');
    }
    expect(consoleProblems()).toEqual([]);
    await context.close();
  });

  it('as an admin, the admin screens included', async () => {
    const { context, page } = await signedIn(browser(), sharedServer().admin);
    const asAdmin = await apiAs(sharedServer().admin);
    const { id: userId } = await asAdmin<{ users: { id: number }[] }>(
      'GET',
      `/v1/users?filter_by=email&filter_value=${encodeURIComponent(user.email)}`,
    ).then((list) => list.users[0]!);
    const adminPaths = ['/admin/users', `/admin/users/${userId}`, '/admin/sidekiq'];
    expect(await visit(page, [...dashboardPaths(), ...adminPaths])).toEqual({});
    await context.close();
  });
});
