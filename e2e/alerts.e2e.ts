import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Account, createAccount, signedIn } from './support/accounts';
import { browserForFile, flash } from './support/browser';
import { screenshots } from './support/screenshots';
import { count, search, searched } from './support/search-page';

// The server's database holds the real PLACSP pages of ../shared/placsp (support/global-setup.ts).
const browser = browserForFile();
let user: Account;
beforeAll(async () => {
  user = await createAccount('alertas');
});

const saveButton = (page: Page) => page.getByRole('button', { name: 'Guardar Alerta' });
const dialog = (page: Page) => page.getByRole('dialog');
const alertRows = (page: Page) => page.getByRole('table', { name: 'Alertas' }).locator('tbody tr');
const alertNames = async (page: Page) =>
  (await alertRows(page).locator('td:first-child').allTextContents()).map((s) => s.trim());
const rowOf = (page: Page, name: string) => alertRows(page).filter({ hasText: name });
const banner = (page: Page) => page.getByTestId('alert-banner');
// The machine running the suite is shared: give list refreshes time.
const POLL = { timeout: 10_000 };

/** Presses the modal's 'Guardar' and answers the status of the POST /v1/alerts it sends. */
async function submitAlert(page: Page): Promise<number> {
  const answered = page.waitForResponse(
    (r) => r.url().endsWith('/v1/alerts') && r.request().method() === 'POST',
  );
  await dialog(page).getByRole('button', { name: 'Guardar', exact: true }).click();
  return (await answered).status();
}

/** Opens 'Guardar Alerta', names the alert (unless `name` is empty) and saves it. */
async function saveAlert(page: Page, name: string, setUp: () => Promise<unknown> = async () => {}) {
  await saveButton(page).click();
  await dialog(page).getByRole('heading', { name: 'Guardar alerta' }).waitFor();
  if (name) await dialog(page).getByRole('textbox', { name: 'Nombre de la alerta' }).fill(name);
  await setUp();
  return submitAlert(page);
}

describe('alerts on the real PLACSP pages', () => {
  it('saves a search as an alert, edits, stars, runs and deletes it from the alerts tab', async () => {
    const { context, page } = await signedIn(browser(), user);
    // Every call to the alerts API, to see that a form the app refuses sends nothing.
    const alertCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/v1/alerts')) {
        alertCalls.push(`${request.method()} ${new URL(request.url()).pathname}`);
      }
    });
    await searched(page, () => page.goto('/licitaciones/buscar'));

    // Nothing found: nothing to save.
    await search(page, 'zzqxwvkj');
    expect(await count(page)).toBe(0);
    expect(await saveButton(page).isDisabled()).toBe(true);

    // Words and a filter: the alert to be.
    await search(page, 'incendios');
    await page.getByRole('button', { name: 'Filtros' }).click();
    await searched(page, () => page.getByRole('checkbox', { name: 'Resuelta' }).click());
    const fires = await count(page);
    expect(fires).toBeGreaterThan(0);
    expect(await saveButton(page).isEnabled()).toBe(true);

    // Without a name the app refuses it as the server would, and sends nothing: the field says why.
    await saveButton(page).click();
    await dialog(page).getByRole('heading', { name: 'Guardar alerta' }).waitFor();
    const callsBefore = alertCalls.length;
    await dialog(page).getByRole('button', { name: 'Guardar', exact: true }).click();
    await flash(page, 'Nombre: El nombre es obligatorio').waitFor();
    const nameField = dialog(page).getByRole('textbox', { name: 'Nombre de la alerta' });
    expect(await nameField.getAttribute('aria-invalid')).toBe('true');
    expect(await dialog(page).getByText('El nombre es obligatorio', { exact: true }).isVisible()).toBe(true);
    await page.waitForTimeout(500);
    expect(alertCalls.slice(callsBefore)).toEqual([]);
    await screenshots(page, 'new-alert-without-name');

    // Named, with the defaults: daily, every source of the search (none chosen = all four).
    const modal = dialog(page);
    expect(await modal.getByTestId('alert-search-terms').textContent()).toBe(
      'Palabras de búsqueda: incendios',
    );
    expect(await modal.getByLabel('Frecuencia del e-mail').inputValue()).toBe('daily');
    for (const source of [
      'Plataforma de Contratación (PLACSP)',
      'Plataformas autonómicas',
      'Contratos menores',
      'Boletín Oficial del Estado (BOE)',
    ])
      expect(await modal.getByRole('checkbox', { name: source }).isChecked()).toBe(true);
    await modal.getByRole('textbox', { name: 'Nombre de la alerta' }).fill('Incendios resueltos');
    expect(await submitAlert(page)).toBe(201);
    await flash(page, 'Nueva alerta creada con éxito').waitFor();
    await modal.waitFor({ state: 'hidden' });

    // A second alert: other words, weekly, without minor contracts.
    await search(page, 'limpieza');
    expect(await count(page)).toBeGreaterThan(0);
    const saved = await saveAlert(page, 'Limpieza viaria', async () => {
      await dialog(page).getByLabel('Frecuencia del e-mail').selectOption('weekly');
      await dialog(page).getByRole('checkbox', { name: 'Contratos menores' }).click();
    });
    expect(saved).toBe(201);
    await flash(page, 'Nueva alerta creada con éxito').waitFor();

    // The alerts tab lists both by name, with what they look for.
    await page.getByRole('tab', { name: 'Alertas' }).click();
    await page.waitForURL('**/licitaciones/alertas');
    await alertRows(page).nth(1).waitFor();
    expect(await alertNames(page)).toEqual(['Incendios resueltos', 'Limpieza viaria']);
    const cells = await rowOf(page, 'Incendios resueltos').locator('td').allInnerTexts();
    expect(cells.slice(1, 6).map((c) => c.trim())).toEqual([
      'incendios',
      'Estado: Resuelta',
      'Diario',
      '0',
      '—',
    ]);
    const second = await rowOf(page, 'Limpieza viaria').locator('td').allInnerTexts();
    expect(second[2]).toContain('Fuentes: PLACSP, Autonómicas');
    expect(second[3]?.trim()).toBe('Semanal');

    // Edit mode: a new name and frequency, saved: a banner for 5 seconds.
    await page.getByRole('button', { name: 'Editar Incendios resueltos' }).click();
    const editing = alertRows(page).and(page.locator('[data-editing]'));
    await editing.getByRole('textbox', { name: 'Nombre' }).fill('Incendios forestales resueltos');
    await editing.getByLabel('Frecuencia').selectOption('weekly');
    await editing.getByRole('button', { name: 'Guardar cambios de Incendios resueltos' }).click();
    await banner(page)
      .getByText('La alerta Incendios forestales resueltos se ha actualizado correctamente')
      .waitFor();
    const noticed = Date.now();
    await editing.waitFor({ state: 'detached' });
    expect(await alertNames(page)).toEqual(['Incendios forestales resueltos', 'Limpieza viaria']);
    expect((await rowOf(page, 'Incendios forestales').locator('td').nth(3).textContent())?.trim()).toBe(
      'Semanal',
    );
    // Still there after a flash message's 3 seconds, gone by the banner's 5.
    await page.waitForTimeout(Math.max(0, 3200 - (Date.now() - noticed)));
    expect(await banner(page).isVisible()).toBe(true);
    await banner(page).waitFor({ state: 'hidden', timeout: 5000 });

    // An edit without a name is refused in the row, sent nowhere; closing without saving keeps
    // the alert as it was.
    await page.getByRole('button', { name: 'Editar Incendios forestales resueltos' }).click();
    await editing.getByRole('textbox', { name: 'Nombre' }).fill('');
    const callsBeforeEdit = alertCalls.length;
    await editing.getByRole('button', { name: 'Guardar cambios de Incendios forestales resueltos' }).click();
    await editing.getByText('El nombre es obligatorio', { exact: true }).waitFor();
    await page.waitForTimeout(500);
    expect(alertCalls.slice(callsBeforeEdit)).toEqual([]);
    await editing.getByRole('button', { name: 'Cerrar sin guardar Incendios forestales resueltos' }).click();
    await editing.waitFor({ state: 'detached' });
    expect(await alertNames(page)).toEqual(['Incendios forestales resueltos', 'Limpieza viaria']);

    // Starred alerts come first.
    await page.getByRole('button', { name: 'Destacar Limpieza viaria' }).click();
    await expect
      .poll(() => alertNames(page), POLL)
      .toEqual(['Limpieza viaria', 'Incendios forestales resueltos']);
    await page.getByRole('button', { name: 'Quitar destacada Limpieza viaria' }).waitFor();

    // Running it reloads the search with its words and filters: the same count.
    await searched(page, () =>
      page.getByRole('link', { name: 'Ejecutar Incendios forestales resueltos' }).click(),
    );
    const url = new URL(page.url());
    expect(url.pathname).toBe('/licitaciones/buscar');
    expect(url.searchParams.has('alert_id')).toBe(false);
    expect(url.searchParams.get('q')).toBe('incendios');
    expect(JSON.parse(url.searchParams.get('filters') ?? '{}')).toMatchObject({
      status: ['RES'],
      sources: ['placsp', 'regional', 'menores', 'boe'],
    });
    expect(await page.getByRole('textbox', { name: 'Palabras de búsqueda' }).inputValue()).toBe('incendios');
    expect(await count(page)).toBe(fires);

    // Deleted after a confirmation.
    await page.getByRole('tab', { name: 'Alertas' }).click();
    await page.getByRole('button', { name: 'Borrar Incendios forestales resueltos' }).click();
    await dialog(page)
      .getByText('¿Seguro que quieres borrar la alerta «Incendios forestales resueltos»?')
      .waitFor();
    await dialog(page).getByRole('button', { name: 'Borrar', exact: true }).click();
    await expect.poll(() => alertNames(page), POLL).toEqual(['Limpieza viaria']);
    await context.close();
  });

  it('saves the town, postal code and deadline range with the alert, and running it restores them', async () => {
    const { context, page } = await signedIn(browser(), user);
    await searched(page, () => page.goto('/licitaciones/buscar'));
    await search(page, 'limpieza');
    await page.getByRole('button', { name: 'Filtros' }).click();
    await searched(page, () => page.getByRole('textbox', { name: 'Localidad' }).fill('cuenca'));
    const postalCodes = page.getByRole('combobox', { name: 'Códigos postales' });
    await postalCodes.fill('16071');
    await searched(page, () => postalCodes.press('Enter'));
    await searched(page, () => page.getByRole('textbox', { name: 'Fecha límite desde' }).fill('22/06/2017'));
    await searched(page, () => page.getByRole('textbox', { name: 'Fecha límite hasta' }).fill('30/06/2017'));
    // The cleaning of the I.E.S «Alfonso VIII» of Cuenca closed on 22/06/2017, its twin a day earlier.
    expect(await count(page)).toBe(1);
    expect(await saveAlert(page, 'Limpieza en Cuenca')).toBe(201);
    await flash(page, 'Nueva alerta creada con éxito').waitFor();

    await page.getByRole('tab', { name: 'Alertas' }).click();
    await rowOf(page, 'Limpieza en Cuenca').waitFor();
    const summary = rowOf(page, 'Limpieza en Cuenca').locator('td').nth(2).locator('p');
    expect(await summary.allTextContents()).toEqual([
      'Localidad: cuenca',
      'C.P.: 16071',
      'Fecha límite: desde 22/06/2017 hasta 30/06/2017',
    ]);

    await searched(page, () => page.getByRole('link', { name: 'Ejecutar Limpieza en Cuenca' }).click());
    expect(JSON.parse(new URL(page.url()).searchParams.get('filters') ?? '{}')).toMatchObject({
      location: { country: 'ES', city: 'cuenca', postal_codes: ['16071'] },
      submission_deadline: { from: '2017-06-22', to: '2017-06-30' },
    });
    expect(await count(page)).toBe(1);
    expect(await page.getByTestId('active-filters').getByRole('listitem').allTextContents()).toEqual([
      'Localidad: cuenca',
      'C.P.: 16071',
      'Fecha límite: desde 22/06/2017 hasta 30/06/2017',
    ]);
    await page.getByRole('button', { name: 'Filtros' }).click();
    expect(await page.getByRole('textbox', { name: 'Localidad' }).inputValue()).toBe('cuenca');
    expect(await page.getByRole('textbox', { name: 'Fecha límite desde' }).inputValue()).toBe('22/06/2017');
    expect(await page.getByRole('textbox', { name: 'Fecha límite hasta' }).inputValue()).toBe('30/06/2017');
    expect(await page.getByTestId('search-filters').getByText('16071', { exact: true }).count()).toBe(1);
    await context.close();
  });
});
