import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Alert, AlertsResponse } from '../common/api/alerts';
import type { PartySearchResponse } from '../common/api/procurement-party';
import { type Account, type ApiCall, apiAs, createAccount, signedIn } from './support/accounts';
import { browserForFile, flash } from './support/browser';
import { screenshots } from './support/screenshots';

const browser = browserForFile();
// Every account of this file starts with this label, so the admin's filter narrows the table to them.
const label = `lay${Date.now().toString(36)}`;
let early: Account; // signed in first
let late: Account; // signed in later, follows a company, has an alert
let never: Account; // never signed in
let asLate: ApiCall;
let alert: Alert;
beforeAll(async () => {
  early = await createAccount(`${label}-a`);
  late = await createAccount(`${label}-b`);
  never = await createAccount(`${label}-c`);
  await apiAs(early);
  asLate = await apiAs(late);
  alert = await asLate<Alert>('POST', '/v1/alerts', {
    name: 'Limpieza viaria',
    searchTerms: 'limpieza',
    filters: { sources: ['placsp'] },
  });
  const parties = await asLate<PartySearchResponse>('POST', '/v1/procurement_party/search', {
    searchTerms: 'ayuntamiento',
  });
  await asLate('POST', `/v1/procurement_party/${parties.results[0]!.id}/subscription`, {});
});

const rows = (page: Page) => page.getByTestId('admin-user-row');
const emails = (page: Page) => rows(page).getByTestId('admin-user-email').allTextContents();
const rowOf = (page: Page, account: Account) => rows(page).filter({ hasText: account.email });

async function openFiltered(page: Page) {
  await page.goto(`/admin/users?filter_by=email&filter_value=${label}`);
  await expect.poll(() => rows(page).count()).toBe(3);
}

/** Nothing of the table lies beyond the window's right edge, and the table does not scroll sideways. */
async function fitsIn(page: Page, width: number) {
  const table = page.getByRole('table', { name: 'Usuarios' });
  const right = async (name: string) => {
    const box = await page.getByRole('columnheader', { name }).boundingBox();
    return box ? box.x + box.width : Number.POSITIVE_INFINITY;
  };
  expect(await right('Seguimientos'), `Seguimientos at ${width} px`).toBeLessThanOrEqual(width);
  const chevron = await rowOf(page, late)
    .getByRole('button', { name: /listas de/ })
    .boundingBox();
  expect(chevron!.x).toBeGreaterThanOrEqual(0);
  expect(chevron!.x + chevron!.width).toBeLessThanOrEqual(width);
  const create = await rowOf(page, never)
    .getByRole('button', { name: `Crear suscripción para ${never.email}` })
    .boundingBox();
  expect(create!.x + create!.width).toBeLessThanOrEqual(width);
  // The scroll container around the table: as wide as its content.
  const overflow = await table.evaluate((el) => {
    const box = el.parentElement!;
    return box.scrollWidth - box.clientWidth;
  });
  expect(overflow, `sideways scroll at ${width} px`).toBeLessThanOrEqual(0);
}

describe('the admin users table on laptop and desktop screens', () => {
  it('shows every column at 1280, 1400 and 1600 px, also with a user expanded', async () => {
    const { context, page } = await signedIn(browser());
    await openFiltered(page);
    for (const width of [1280, 1400, 1600]) {
      await page.setViewportSize({ width, height: 900 });
      await fitsIn(page, width);
    }
    // '0 licitaciones' over '1 empresa': the follows in the plural each count needs.
    const follows = await rowOf(page, late).locator('td').last().locator('p').allTextContents();
    expect(follows).toEqual(['0 licitaciones', '1 empresa']);
    await screenshots(page, 'admin-users');

    await rowOf(page, late)
      .getByRole('button', { name: `Ver las listas de ${late.email}` })
      .click();
    await page.getByRole('table', { name: `Alertas de ${late.email}` }).waitFor();
    for (const width of [1280, 1400, 1600]) {
      await page.setViewportSize({ width, height: 900 });
      await fitsIn(page, width);
      // The identity columns stay where they were.
      const id = await rowOf(page, late).locator('td').nth(1).boundingBox();
      expect(id!.x).toBeGreaterThanOrEqual(0);
    }
    await screenshots(page, 'admin-users-expanded', { fullPage: true });
    await context.close();
  });

  it('puts users who never signed in last, whichever way last sign-in is sorted', async () => {
    const { context, page } = await signedIn(browser());
    await openFiltered(page);
    const header = page.getByRole('button', { name: 'Último acceso' });
    await header.click();
    await expect.poll(() => new URL(page.url()).searchParams.get('sort_order')).toBe('desc');
    await expect.poll(() => emails(page)).toEqual([late.email, early.email, never.email]);
    expect(await rowOf(page, never).locator('td').nth(6).textContent()).toBe('Nunca');
    await header.click();
    await expect.poll(() => new URL(page.url()).searchParams.get('sort_order')).toBe('asc');
    await expect.poll(() => emails(page)).toEqual([early.email, late.email, never.email]);
    await context.close();
  });

  it("runs a user's alert through /licitaciones/buscar?alert_id=, which loads its words", async () => {
    const { context, page } = await signedIn(browser());
    await openFiltered(page);
    await rowOf(page, late)
      .getByRole('button', { name: `Ver las listas de ${late.email}` })
      .click();
    const run = page.getByRole('link', { name: `Ejecutar ${alert.name}` });
    expect(await run.getAttribute('href')).toBe(`/licitaciones/buscar?alert_id=${alert.id}`);
    await run.click();
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Palabras de búsqueda' }).inputValue())
      .toBe('limpieza');
    expect(new URL(page.url()).searchParams.get('q')).toBe('limpieza');
    // The user's list is untouched by the admin's run.
    const list = await asLate<AlertsResponse>('GET', '/v1/alerts');
    expect(list.alerts.map((a) => a.id)).toEqual([alert.id]);
    await context.close();
  });

  it('explains a bad invitation address under the box, in Spanish, without sending it', async () => {
    const { context, page } = await signedIn(browser());
    await page.goto('/admin/users');
    const box = page.getByLabel('Invitar por correo electrónico');
    await box.fill('ana@');
    await page.getByRole('button', { name: 'Invitar' }).click();
    await page.getByText('El correo electrónico no es válido').waitFor();
    expect(await box.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByText(/Datos no válidos|body\.email/).count()).toBe(0);
    expect(await flash(page, '').count()).toBe(0);
    // Typing again clears the message.
    await box.fill('ana@empresa');
    expect(await page.getByText('El correo electrónico no es válido').count()).toBe(0);
    await context.close();
  });
});
