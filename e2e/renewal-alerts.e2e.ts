import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Alert, CreateAlertBody } from '../common/api/alerts';
import { type Account, apiAs, createAccount, signedIn } from './support/accounts';
import { browserForFile, flash } from './support/browser';
import { PHONE, sideScroll } from './support/results';
import { screenshots } from './support/screenshots';

// The server's database holds the real PLACSP pages of ../shared/placsp (support/global-setup.ts).
const browser = browserForFile();
let user: Account;
beforeAll(async () => {
  user = await createAccount('alertas-renovacion');
});

const WINDOW = '/licitaciones/renovaciones?desde=2019-01-01&hasta=2019-12-31';
const dialog = (page: Page) => page.getByRole('dialog');
const saveButton = (page: Page) => page.getByRole('button', { name: 'Guardar como alerta' });
const alertRows = (page: Page) => page.getByRole('table', { name: 'Alertas' }).locator('tbody tr');

/** Runs `action` and waits for the renewal search it triggers to be answered and shown. */
async function renewed(page: Page, action: () => Promise<unknown>) {
  const answered = page.waitForResponse((r) => r.url().endsWith('/v1/procurement/renewals/search'));
  await action();
  expect((await answered).status()).toBe(200);
  await page
    .getByRole('button', { name: 'Buscar', exact: true })
    .and(page.locator(':not([data-loading])'))
    .waitFor();
}

describe("Renovaciones: 'Guardar como alerta'", () => {
  it("saves the radar's words and filters as a renewal alert with its months, listed under Renovaciones", async () => {
    const { context, page } = await signedIn(browser(), user);
    await renewed(page, () => page.goto(WINDOW));
    // Nothing searched yet without words? The radar lists every contract ending then: savable.
    const words = page.getByRole('textbox', { name: 'Palabras de búsqueda' });
    await words.fill('servicio');
    await renewed(page, () => words.press('Enter'));
    await expect.poll(() => saveButton(page).isEnabled()).toBe(true);

    await saveButton(page).click();
    await dialog(page).getByRole('heading', { name: 'Guardar alerta de renovación' }).waitFor();
    expect(await dialog(page).getByTestId('alert-search-terms').textContent()).toBe(
      'Palabras de búsqueda: servicio',
    );
    const months = dialog(page).getByRole('textbox', { name: 'Avisar con antelación (meses)' });
    expect(await months.inputValue()).toBe('6');
    // Contracts come from PLACSP's feeds: the bulletin is not offered.
    expect(await dialog(page).getByRole('checkbox').count()).toBe(3);
    expect(await dialog(page).getByRole('checkbox', { name: /BOE/ }).count()).toBe(0);
    await dialog(page).getByRole('textbox', { name: 'Nombre de la alerta' }).fill('Servicios que terminan');
    await months.fill('9');
    await screenshots(page, 'renewal-alert-modal');

    const sent = page.waitForRequest((r) => r.url().endsWith('/v1/alerts') && r.method() === 'POST');
    const answered = page.waitForResponse(
      (r) => r.url().endsWith('/v1/alerts') && r.request().method() === 'POST',
    );
    await dialog(page).getByRole('button', { name: 'Guardar', exact: true }).click();
    expect((await answered).status()).toBe(201);
    const body = (await sent).postDataJSON() as CreateAlertBody;
    expect(body).toMatchObject({
      name: 'Servicios que terminan',
      searchTerms: 'servicio',
      alert_type: 'renewal',
      months_ahead: 9,
      filters: { sources: ['placsp', 'regional', 'menores'] },
    });
    await flash(page, 'Nueva alerta creada con éxito').waitFor();
    await dialog(page).waitFor({ state: 'detached' });

    // The server keeps it as a renewal alert: not among the tender alerts.
    const api = await apiAs(user);
    const renewals = await api<{ alerts: Alert[] }>('GET', '/v1/alerts?alert_type=renewal');
    expect(renewals.alerts.map((a) => [a.name, a.months_ahead])).toEqual([['Servicios que terminan', 9]]);
    expect((await api<{ alerts: Alert[] }>('GET', '/v1/alerts')).alerts).toEqual([]);

    // The alerts tab: the tender alerts first, the renewal alerts one click away.
    await page.getByRole('tab', { name: 'Alertas' }).click();
    await page.getByRole('heading', { level: 1, name: 'Alertas' }).waitFor();
    await page.getByText('Todavía no tienes alertas.', { exact: false }).waitFor();
    await page.getByRole('radiogroup', { name: 'Tipo de alerta' }).getByText('Renovaciones').click();
    await alertRows(page).first().waitFor();
    const row = alertRows(page).first();
    expect(await row.locator('td').first().locator('p').allTextContents()).toEqual([
      'Servicios que terminan',
      'Aviso 9 meses antes del fin',
    ]);
    await screenshots(page, 'renewal-alerts-list');

    // Its months are edited in place.
    await row.getByRole('button', { name: 'Editar Servicios que terminan' }).click();
    await row.getByRole('textbox', { name: 'Avisar con antelación (meses)' }).fill('12');
    await screenshots(page, 'renewal-alert-edit');
    await row.getByRole('button', { name: 'Guardar cambios de Servicios que terminan' }).click();
    await page.getByTestId('alert-banner').waitFor();
    await expect
      .poll(() => row.locator('td').first().locator('p').allTextContents())
      .toEqual(['Servicios que terminan', 'Aviso 12 meses antes del fin']);

    // Its run button opens the radar with its words and filters.
    await renewed(page, () => row.getByRole('link', { name: 'Ejecutar Servicios que terminan' }).click());
    const url = new URL(page.url());
    expect(url.pathname).toBe('/licitaciones/renovaciones');
    expect(url.searchParams.get('q')).toBe('servicio');
    expect(await page.getByRole('textbox', { name: 'Palabras de búsqueda' }).inputValue()).toBe('servicio');
    await screenshots(page, 'renewals-with-save-alert');

    // On a phone the toolbar wraps: nothing scrolls sideways.
    await page.setViewportSize(PHONE);
    await expect.poll(() => sideScroll(page)).toBe(0);
    await context.close();
  });
});
