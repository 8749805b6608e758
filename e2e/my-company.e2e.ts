import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Alert } from '../common/api/alerts';
import { addMonths, madridToday, parseCalendarDate, toCalendarDate } from '../common/calendar';
import { formatDate } from '../common/format';
import { apiAs, createAccount, signedIn } from './support/accounts';
import { browserForFile, flash } from './support/browser';
import { PHONE, sideScroll } from './support/results';
import { screenshots } from './support/screenshots';

// The server's database holds the real PLACSP pages of ../shared/placsp (support/global-setup.ts).
// MEDTRONIC IBERICA (A28389484) won 5 awards there; the window 15/06/2019–15/06/2020 holds one of
// its contracts and two of its competitors'.
const browser = browserForFile();
const MEDTRONIC = 'A28389484';
const WINDOW = '/licitaciones/mi_empresa?desde=2019-06-15&hasta=2020-06-15';

/** Opens a 'Mi empresa' address and waits for its answer to be shown. */
async function open(page: Page, path: string) {
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/v1/my_company');
  await page.goto(path);
  expect((await answered).status()).toBe(200);
  await page.getByRole('heading', { level: 1, name: /^Mi empresa/ }).waitFor();
}

/** Amounts are written with a non-breaking space before '€': compared with a plain one. */
const plain = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ');

/** A table's rows, each as its cells' texts. */
const cells = (rows: Locator) =>
  rows.evaluateAll((trs) =>
    trs.map((tr) =>
      [...(tr as HTMLTableRowElement).cells].map((td) => (td.textContent ?? '').replace(/\u00a0/g, ' ')),
    ),
  );

const list = (page: Page, kind: 'defend' | 'couldWin') => page.locator(`section[data-list="${kind}"]`);
const rowsOf = (page: Page, kind: 'defend' | 'couldWin') =>
  list(page, kind)
    .locator('[data-renewal]')
    .evaluateAll((rows) =>
      rows.map((row) =>
        ['title', 'execution-end', 'with-extensions'].map(
          (field) => row.querySelector(`[data-field="${field}"]`)?.textContent ?? '',
        ),
      ),
    );

describe("Dashboard tab 'Mi empresa'", () => {
  it('without a tax id in the profile, explains and leads to the profile', async () => {
    const user = await createAccount('mi-empresa-sin-nif');
    const { context, page } = await signedIn(browser(), user);
    await page.goto('/licitaciones/buscar');
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/v1/my_company');
    await page.getByRole('tab', { name: 'Mi empresa' }).click();
    await answered;
    expect(new URL(page.url()).pathname).toBe('/licitaciones/mi_empresa');
    expect(await page.getByTestId('my-company-no-tax-id').textContent()).toContain(
      'indica su NIF en el perfil de empresa',
    );
    expect(
      await page.getByRole('link', { name: 'Completar el perfil de empresa' }).getAttribute('href'),
    ).toBe('/user/perfil_empresa');
    await screenshots(page, 'my-company-no-tax-id');
    await context.close();
  });

  it('shows its awards by year, its competitors and both renewal lists, and saves one as an alert', async () => {
    const user = await createAccount('mi-empresa');
    const api = await apiAs(user);
    await api('PUT', '/v1/company_profile', { tax_id: MEDTRONIC });
    const { context, page } = await signedIn(browser(), user);

    // Without a window: the next 12 months from today in Madrid.
    await open(page, '/licitaciones/mi_empresa');
    const today = madridToday();
    const yearAhead = toCalendarDate(addMonths(parseCalendarDate(today)!, 12));
    expect(await page.getByTestId('my-company-window').textContent()).toBe(
      `Contratos que terminan entre el ${formatDate(today)} y el ${formatDate(yearAhead)}.`,
    );

    await open(page, WINDOW);
    expect(await page.getByTestId('my-company-name').textContent()).toBe(
      `MEDTRONIC IBERICA, S.A. NIF ${MEDTRONIC}`,
    );
    expect(plain(await page.getByTestId('my-company-awards').textContent())).toBe(
      '5 adjudicaciones por 2.220.523,80 € en total (con IVA, o sin IVA si no consta)',
    );
    const years = page.getByRole('table', { name: 'Adjudicaciones por año' }).locator('tbody tr');
    expect(await cells(years)).toEqual([
      ['2016', '1', '787.200,00 €'],
      ['2017', '0', '0,00 €'],
      ['2018', '4', '1.433.323,80 €'],
    ]);
    const rivals = page.getByRole('table', { name: 'Competidores habituales' }).locator('tbody tr');
    expect((await cells(rivals))[0]).toEqual(['ALCON CUSI, S.A.', '19']);
    expect(await page.getByTestId('my-company-window').textContent()).toBe(
      'Contratos que terminan entre el 15/06/2019 y el 15/06/2020.',
    );

    // Its own contract ending then, and its competitors' (the spine implants are shared with them).
    expect(await rowsOf(page, 'defend')).toEqual([
      [
        'Implantes de columna para el Hospital Universitario de Getafe ICO PAPC 2018-1-31',
        '11/07/2019',
        '11/07/2019',
      ],
    ]);
    const couldWin = await rowsOf(page, 'couldWin');
    expect(couldWin.map(([, end, withExtensions]) => [end, withExtensions])).toEqual([
      ['11/07/2019', '11/07/2019'],
      ['15/04/2020', '15/04/2020'],
    ]);
    expect(
      await list(page, 'couldWin')
        .locator('[data-renewal]')
        .nth(1)
        .getByRole('link', { name: 'PRIM SA' })
        .count(),
    ).toBe(1);
    await screenshots(page, 'my-company');
    await screenshots(page, 'my-company-full', { fullPage: true });

    // 'Las que podrías ganar' saved as a renewal alert: the competitors' tax ids, as words and filter.
    await list(page, 'couldWin').getByRole('button', { name: 'Guardar alerta de renovación' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Guardar alerta de renovación' }).waitFor();
    expect(await dialog.getByTestId('alert-search-terms').textContent()).toContain('A08079634 OR');
    await dialog.getByRole('textbox', { name: 'Nombre de la alerta' }).fill('Contratos de mis competidores');
    const created = page.waitForResponse(
      (r) => r.url().endsWith('/v1/alerts') && r.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Guardar', exact: true }).click();
    expect((await created).status()).toBe(201);
    await flash(page, 'Nueva alerta creada con éxito').waitFor();
    const saved = await api<{ alerts: Alert[] }>('GET', '/v1/alerts?alert_type=renewal');
    expect(saved.alerts.map((a) => [a.name, a.months_ahead])).toEqual([['Contratos de mis competidores', 6]]);
    expect(saved.alerts[0]!.searchTerms.split(' OR ')).toContain('A08079634');

    expect(await list(page, 'couldWin').locator('[data-field="count"]').textContent()).toBe('2 contratos');

    // On a phone each contract is a block with the same ends, and nothing scrolls sideways.
    await page.setViewportSize(PHONE);
    await list(page, 'defend').getByRole('listitem').first().waitFor();
    expect((await rowsOf(page, 'couldWin')).map(([, end]) => end)).toEqual(['11/07/2019', '15/04/2020']);
    await expect.poll(() => sideScroll(page)).toBe(0);
    await context.close();
  });

  it('says plainly when the tax id won nothing', async () => {
    const user = await createAccount('mi-empresa-sin-premios');
    await (await apiAs(user))('PUT', '/v1/company_profile', { tax_id: 'B00000000' });
    const { context, page } = await signedIn(browser(), user);
    await open(page, WINDOW);
    expect(await page.getByTestId('my-company-no-awards').textContent()).toBe(
      'No consta ninguna adjudicación a una empresa con el NIF B00000000 en los datos publicados.',
    );
    expect(await list(page, 'defend').textContent()).toContain(
      'Ningún contrato de tu empresa termina en estas fechas.',
    );
    await context.close();
  });
});
