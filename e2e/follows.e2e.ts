import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Account, createAccount, signedIn } from './support/accounts';
import { browserForFile } from './support/browser';
import { rows } from './support/search-page';

// The server's database holds the real PLACSP pages of ../shared/placsp (support/global-setup.ts).
const browser = browserForFile();
let user: Account;
beforeAll(async () => {
  user = await createAccount('seguidor');
});

const FOLLOW = 'Seguir';
const UNFOLLOW = 'Dejar de seguir';
const REMIND = 'Avisarme cuando queden 6 meses de la finalización del período de ejecución';

// Real tenders: pending award (EV); awarded in 2021 for 10 years (ADJ, execution until 2031);
// resolved with its execution ended on 30/09/2026 (RES).
const PENDING = { folder: 'S-02027-2026', title: 'Servicio de validación metadatado' };
const RUNNING = { folder: 'MX12/2021', title: 'Contractació mixta relativa al subministrament' };
const FINISHED = { folder: 'CON/2026/6', title: 'Ejecución de infraestructuras preventivas' };

/** Runs `action` and waits for the call to `path` it makes; answers that call's JSON (if any). */
async function answered(page: Page, path: string, method: string, action: () => Promise<unknown>) {
  const response = page.waitForResponse((r) => r.url().endsWith(path) && r.request().method() === method);
  await action();
  const done = await response;
  expect(done.status(), `${method} ${path}`).toBeLessThan(300);
  return done.status() === 204 ? undefined : done.json();
}

const resultRow = (page: Page, title: string) => rows(page).filter({ hasText: title });

/** Searches an expediente number; waits for its row and for the bells of the page to be known. */
async function searchFolder(page: Page, tender: { folder: string; title: string }) {
  const bells = page.waitForResponse((r) => r.url().endsWith('/v1/procurement_project_subscriptions'));
  await page.goto(`/licitaciones/buscar?q=${encodeURIComponent(tender.folder)}`);
  await bells;
  await resultRow(page, tender.title).first().waitFor();
  return resultRow(page, tender.title).first();
}

describe('following tenders', () => {
  it('follows from the results, lists it in Licitaciones favoritas, changes its frequency, unfollows', async () => {
    const { context, page } = await signedIn(browser(), user);
    let row = await searchFolder(page, PENDING);
    const path = /\/v1\/procurement_projects\/(\d+)\/subscription$/;
    const followed = page.waitForResponse((r) => path.test(r.url()) && r.request().method() === 'POST');
    await row.getByRole('button', { name: FOLLOW, exact: true }).click();
    // Optimistic: the bell turns at once; the server's answer confirms it.
    await row.getByRole('button', { name: UNFOLLOW }).waitFor();
    expect((await followed).status()).toBe(200);

    // After a reload the bell comes from the server: still followed.
    row = await searchFolder(page, PENDING);
    expect(await row.getByRole('button', { name: UNFOLLOW }).getAttribute('data-follow-state')).toBe(
      'following',
    );

    // The 'Mis licitaciones' tab lists it with its body, status, frequency and notifications.
    await page.getByRole('tab', { name: 'Mis licitaciones' }).click();
    await page.waitForURL('**/licitaciones/mis_licitaciones');
    await page.getByRole('heading', { level: 1, name: 'Licitaciones favoritas' }).waitFor();
    const table = page.getByRole('table', { name: 'Licitaciones seguidas' });
    await table.waitFor();
    expect(await page.getByTestId('follows-count').textContent()).toBe('Sigues 1 licitación');
    const favourite = table.locator('tbody tr');
    expect(await favourite.count()).toBe(1);
    const field = (name: string) => favourite.locator(`[data-field="${name}"]`);
    expect(await field('title').textContent()).toContain(PENDING.title);
    expect(await field('folder').textContent()).toBe(`Expediente ${PENDING.folder}`);
    expect(await field('body').textContent()).toBe(
      'Compras de la Corporación de Radio y Televisión Española S.A.',
    );
    expect(await field('status').textContent()).toBe('Pendiente de adjudicación');
    expect(await field('notifications').textContent()).toBe('0 notificaciones');
    expect(await field('last-notification').count()).toBe(0);
    const frequency = favourite.getByRole('combobox', { name: /^Frecuencia de correo de / });
    expect(await frequency.inputValue()).toBe('daily');
    expect(await frequency.locator('option').allTextContents()).toEqual(['Diario', 'Semanal', 'Sin email']);
    const titleLink = favourite.getByRole('link', { name: new RegExp(`^${PENDING.title}`) });
    expect(await titleLink.getAttribute('href')).toMatch(/^\/licitaciones\/detalle\/\d+\?comingFrom=/);

    // Weekly, kept after a reload.
    const put = await answered(page, '/subscription', 'PUT', () => frequency.selectOption('weekly'));
    expect(put.project_subscription.mailing_frequency).toBe('weekly');
    await page.reload();
    await table.waitFor();
    expect(await table.getByRole('combobox', { name: /^Frecuencia de correo de / }).inputValue()).toBe(
      'weekly',
    );

    // Unfollow from the table: the list empties.
    await answered(page, '/subscription', 'DELETE', () =>
      table.locator('tbody tr').getByRole('button', { name: UNFOLLOW }).click(),
    );
    await page.getByText('Todavía no sigues ninguna licitación.', { exact: false }).waitFor();
    expect(await table.count()).toBe(0);
    await context.close();
  });

  it('offers the reminder clock on a resolved tender still in execution, nothing on a finished one', async () => {
    const { context, page } = await signedIn(browser(), user);
    const finished = await searchFolder(page, FINISHED);
    // While the bells load each is a disabled button; once known, a finished tender has none
    // (its board control stays: a finished tender can still be studied).
    const bells = finished.getByRole('button').and(finished.locator(':not([aria-label*="Oportunidades"])'));
    await expect.poll(() => bells.count()).toBe(0);

    const running = await searchFolder(page, RUNNING);
    const clock = running.getByRole('button', { name: REMIND });
    expect(await clock.getAttribute('data-follow-state')).toBe('remind');
    await clock.hover();
    await page.getByRole('tooltip', { name: REMIND }).waitFor();

    // Following it registers the reminder: 10 years from 16/11/2021, minus 6 months.
    const answer = await answered(page, '/subscription', 'POST', () => clock.click());
    expect(answer.project_subscription.reminder_at).toBe('2031-05-16');
    await running.getByRole('button', { name: UNFOLLOW }).waitFor();

    await page.goto('/licitaciones/mis_licitaciones');
    const table = page.getByRole('table', { name: 'Licitaciones seguidas' });
    await table.waitFor();
    expect(await table.locator('tbody tr').count()).toBe(1);
    expect(await table.locator('tbody tr [data-field="status"]').textContent()).toBe('Adjudicada');
    // Unfollowed, the tender shows its clock again.
    await answered(page, '/subscription', 'DELETE', () =>
      table.getByRole('button', { name: UNFOLLOW }).click(),
    );
    await page.getByText('Todavía no sigues ninguna licitación.', { exact: false }).waitFor();
    const again = await searchFolder(page, RUNNING);
    await again.getByRole('button', { name: REMIND }).waitFor();
    await context.close();
  });
});

describe('following companies and bodies', () => {
  it('finds a company in the sidebar, follows it, lists it in Mis empresas y entidades, unfollows', async () => {
    const { context, page } = await signedIn(browser(), user);
    await page.goto('/licitaciones/mis_empresas');
    await page.getByRole('heading', { level: 1, name: 'Mis empresas y entidades' }).waitFor();
    await page.getByText('Todavía no sigues ninguna empresa ni entidad.', { exact: false }).waitFor();

    const sidebar = page.getByRole('complementary', { name: 'Buscar empresas y entidades' });
    const results = sidebar.getByRole('list', { name: 'Empresas y entidades encontradas' }).locator('li');
    await answered(page, '/v1/procurement_party/search', 'POST', async () => {
      await sidebar.getByRole('textbox', { name: 'Nombre o NIF' }).fill('suzohapp');
      await sidebar.getByRole('textbox', { name: 'Nombre o NIF' }).press('Enter');
    });
    await results.filter({ hasText: 'Suzohapp Spain, SA' }).waitFor();
    expect(await sidebar.getByTestId('party-search-count').textContent()).toBe('1 resultado');
    const company = results.filter({ hasText: 'Suzohapp Spain, SA' });
    expect(await company.textContent()).toContain('A84752831');
    expect(await company.textContent()).toContain('0 licitaciones publicadas · 1 adjudicación');

    // Only contracting bodies: a winning company is not one.
    await answered(page, '/v1/procurement_party/search', 'POST', () =>
      sidebar.getByRole('checkbox', { name: 'Entidades contratantes' }).click(),
    );
    await sidebar.getByText('Ninguna empresa ni entidad coincide.').waitFor();
    await sidebar.getByRole('checkbox', { name: 'Entidades contratantes' }).click();
    await company.waitFor();

    const bell = company.getByRole('button', { name: FOLLOW, exact: true });
    await bell.waitFor();
    const answer = await answered(page, '/subscription', 'POST', () => bell.click());
    expect(answer.party_subscription.mailing_frequency).toBe('daily');
    await company.getByRole('button', { name: UNFOLLOW }).waitFor();

    const table = page.getByRole('table', { name: 'Empresas y entidades seguidas' });
    await table.waitFor();
    expect(await page.getByTestId('follows-count').textContent()).toBe('Sigues 1 empresa o entidad');
    const row = table.locator('tbody tr');
    expect(await row.locator('[data-field="name"]').textContent()).toBe('Suzohapp Spain, SA');
    expect(await row.locator('[data-field="tax-id"]').textContent()).toBe('NIF A84752831');
    expect(await row.locator('[data-field="notifications"]').textContent()).toBe('0 notificaciones');
    expect(await row.getByRole('link').getAttribute('href')).toBe(
      `/licitaciones/empresa/${answer.party_subscription.procurement_party_id}`,
    );

    // Sin email, kept after a reload; then unfollowed from the table, its sidebar bell turns back too.
    const frequency = row.getByRole('combobox', { name: 'Frecuencia de correo de Suzohapp Spain, SA' });
    await answered(page, '/subscription', 'PUT', () => frequency.selectOption('no_email'));
    await page.reload();
    await table.waitFor();
    expect(await row.getByRole('combobox').inputValue()).toBe('no_email');
    await answered(page, '/subscription', 'DELETE', () =>
      row.getByRole('button', { name: UNFOLLOW }).click(),
    );
    await page.getByText('Todavía no sigues ninguna empresa ni entidad.', { exact: false }).waitFor();
    await context.close();
  });
});

describe('bells on the tender and company pages', () => {
  it('follows a tender, its winner and its contracting body from their pages', async () => {
    // An account of its own: the lists checked at the end hold only what this test followed.
    const { context, page } = await signedIn(browser(), await createAccount('seguidor-paginas'));
    const row = await searchFolder(page, RUNNING);
    await row.getByRole('link', { name: new RegExp(`^${RUNNING.title}`) }).click();
    await page.waitForURL(/\/licitaciones\/detalle\/\d+/);
    const heading = page.getByRole('heading', { level: 1, name: new RegExp(`^${RUNNING.title}`) });
    await heading.waitFor();

    // The title row: the clock of a resolved tender in execution; following it turns it to bell-slash.
    const titleRow = heading.locator('xpath=..');
    const clock = titleRow.getByRole('button', { name: REMIND });
    await clock.waitFor();
    await answered(page, '/subscription', 'POST', () => clock.click());
    await titleRow.getByRole('button', { name: UNFOLLOW }).waitFor();

    // The winner and the Entidad row, each with its bell beside its link.
    const winner = page.getByRole('link', { name: 'Suzohapp Spain, SA' }).first();
    const winnerBell = winner.locator('xpath=..').getByRole('button', { name: FOLLOW, exact: true });
    const body = page
      .getByRole('table', { name: 'Datos de la licitación' })
      .getByRole('link', { name: 'EMPRESA MUNICIPAL DE TRANSPORTS PUBLICS DE TARRAGONA SA' });
    const bodyBell = body.locator('xpath=..').getByRole('button', { name: FOLLOW, exact: true });
    await bodyBell.waitFor();
    await answered(page, '/subscription', 'POST', () => winnerBell.click());
    await winner.locator('xpath=..').getByRole('button', { name: UNFOLLOW }).waitFor();
    expect(await bodyBell.isVisible()).toBe(true);

    // The company page: its title bell says it is followed; the awards table's contracting body has its own.
    await winner.click();
    await page.waitForURL(/\/licitaciones\/empresa\/\d+/);
    const header = page.getByTestId('party-header');
    await header.getByRole('heading', { name: 'SUZOHAPP SPAIN, SA' }).waitFor();
    await header.getByRole('button', { name: UNFOLLOW }).waitFor();
    const awards = page.getByRole('table', { name: 'Licitaciones ganadas' });
    const awardBody = awards.getByRole('link', {
      name: 'EMPRESA MUNICIPAL DE TRANSPORTS PUBLICS DE TARRAGONA SA',
    });
    const awardBodyBell = awardBody.locator('xpath=..').getByRole('button', { name: FOLLOW, exact: true });
    await awardBodyBell.waitFor();
    await answered(page, '/subscription', 'POST', () => awardBodyBell.click());
    await awardBody.locator('xpath=..').getByRole('button', { name: UNFOLLOW }).waitFor();

    // Both are in 'Mis empresas y entidades', the tender in 'Licitaciones favoritas'.
    await page.goto('/licitaciones/mis_empresas');
    const parties = page.getByRole('table', { name: 'Empresas y entidades seguidas' });
    await parties.waitFor();
    const names = await parties.locator('tbody tr [data-field="name"]').allTextContents();
    expect(names).toEqual(['EMPRESA MUNICIPAL DE TRANSPORTS PUBLICS DE TARRAGONA SA', 'Suzohapp Spain, SA']);
    await page.goto('/licitaciones/mis_licitaciones');
    const tenders = page.getByRole('table', { name: 'Licitaciones seguidas' });
    await tenders.waitFor();
    expect(await tenders.locator('tbody tr').count()).toBe(1);
    expect(await tenders.locator('tbody tr [data-field="title"]').textContent()).toContain(RUNNING.title);
    await context.close();
  });
});
