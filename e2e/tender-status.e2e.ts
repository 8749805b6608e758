import { beforeAll, describe, expect, it } from 'vitest';
import { madridToday } from '../common/calendar';
import { type Account, createAccount, signedIn } from './support/accounts';
import { browserForFile } from './support/browser';
import { PHONE, resultCards } from './support/results';
import { screenshots } from './support/screenshots';
import { rows, search, searched } from './support/search-page';

// The server's database holds the real PLACSP pages of ../shared/placsp (support/global-setup.ts).
// The regional platforms still list this cleaning service 'En plazo' (PUB), years after its
// submission deadline (28/01/2022 23:59): users read it as closed.
const browser = browserForFile();
let user: Account;
beforeAll(async () => {
  user = await createAccount('estado');
});

const BODY = 'Dirección General de Promoción Cultural';

describe('the status of a tender as of today, on the real PLACSP pages', () => {
  it("shows 'Plazo cerrado' for a tender PLACSP still lists 'En plazo' after its deadline", async () => {
    const { context, page } = await signedIn(browser(), user);
    await searched(page, () => page.goto('/licitaciones/buscar'));
    await search(page, 'limpieza');

    const row = rows(page).filter({ hasText: BODY });
    expect(await row.count()).toBe(1);
    expect(await row.locator('[data-field="title"]').textContent()).toMatch(/^Servicio de limpieza/);
    expect(await row.textContent()).toContain('Plazo 28/01/2022');
    expect(await row.locator('[data-field="status"]').textContent()).toBe('Plazo cerrado');
    // No row of the page reads 'En plazo' with a deadline on a day already gone (in Madrid).
    const today = madridToday();
    for (const text of await rows(page).allTextContents()) {
      const day = /Plazo (\d{2})\/(\d{2})\/(\d{4})/.exec(text);
      if (day && text.includes('En plazo')) expect(`${day[3]}-${day[2]}-${day[1]}` >= today, text).toBe(true);
    }
    // The table on wide screens, cards on phones: the visible title of the tender either way.
    const title = page.locator('[data-field="title"]:visible', { hasText: BODY });
    await screenshots(page, 'tender-status-results', { atEachSize: () => title.scrollIntoViewIfNeeded() });
    await page.setViewportSize(PHONE);
    const card = resultCards(page, 'Resultados de la búsqueda').filter({ hasText: BODY });
    expect(await card.locator('[data-field="status"]').textContent()).toBe('Plazo cerrado');
    await page.setViewportSize({ width: 1280, height: 800 });

    await row.locator('[data-field="title"]').click();
    await page.waitForURL(/\/licitaciones\/detalle\/\d+/);
    const info = page.getByRole('table', { name: 'Datos de la licitación' });
    const status = info.getByRole('row', { name: /^Estado/ });
    await status.waitFor();
    expect(await status.locator('[data-field="status"]').textContent()).toBe('Plazo cerrado');
    expect(await status.locator('[data-field="published-status"]').textContent()).toBe(
      'Publicada en PLACSP como: En plazo',
    );
    expect(await info.getByRole('row', { name: /^Fecha Límite Presentación/ }).textContent()).toContain(
      '28/01/2022',
    );
    await screenshots(page, 'tender-status-page', { atEachSize: () => status.scrollIntoViewIfNeeded() });
    await context.close();
  });

  it("does not offer 'Solo licitaciones activas' among the renewals' filters: no awarded contract is active", async () => {
    const { context, page } = await signedIn(browser(), user);
    await page.goto('/licitaciones/renovaciones');
    await page.getByRole('heading', { level: 1, name: 'Renovaciones: contratos que terminan' }).waitFor();
    await page.getByRole('button', { name: 'Filtros' }).click();
    await page.getByRole('switch', { name: 'Una sola oferta' }).waitFor();
    expect(await page.getByRole('switch', { name: 'Solo licitaciones activas' }).count()).toBe(0);
    await screenshots(page, 'renewals-filters', {
      atEachSize: () => page.getByRole('switch', { name: 'Una sola oferta' }).scrollIntoViewIfNeeded(),
    });
    await context.close();
  });
});
