import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, createAccount, signedIn } from './support/accounts';
import { browserForFile } from './support/browser';
import { resultCards } from './support/results';
import { screenshots } from './support/screenshots';
import { count, rows, searched } from './support/search-page';
import { ADMIN, type RunningServer, startServer } from './support/server';

// A server of its own, with the real PLACSP pages: its admin holds a company profile with C2-5
// and last year's turnover of 400.000 €, and a notification of 1724191 (C2-5), both saved before
// the server starts.
const browser = browserForFile();
let server: RunningServer;
const lastYear = new Date().getUTCFullYear() - 1;
const PROFILE = {
  classifications: [{ group: 'C', subgroup: 2, category: 5 }],
  turnover: [{ year: lastYear, amount: 400_000 }],
};

beforeAll(async () => {
  server = await startServer({
    importRealPages: true,
    steps: [
      ['e2e/support/company-profile-cli.ts', ADMIN.email, JSON.stringify(PROFILE)],
      ['e2e/support/tender-notification-cli.ts', ADMIN.email, '1724191'],
    ],
  });
}, 180_000);
afterAll(() => server?.stop());

const badges = (page: Page) => rows(page).locator('[data-field="eligibility"]');
/** Closes the filter panel and waits for it to be gone, so the results are in sight. */
async function closePanel(page: Page) {
  await page.getByRole('button', { name: 'Filtros' }).click();
  await page.getByTestId('eligibility-filter').waitFor({ state: 'hidden' });
}
const choose = (page: Page, label: string) =>
  searched(page, () => page.getByTestId('eligibility-filter').getByText(label, { exact: true }).click());

async function openSearch(page: Page) {
  await page.setViewportSize({ width: 1440, height: 900 });
  await searched(page, () => page.goto('/licitaciones/buscar'));
  await rows(page).first().waitFor();
}

describe("'Solo las que cumplo' and the verdict badges on the real pages", () => {
  it('shows each result its verdict and keeps, with «Sí», the two tenders the profile meets', async () => {
    const { context, page } = await signedIn(browser(), undefined, server);
    await openSearch(page);
    // The newest 25: every one asks for something no profile settles.
    expect(await badges(page).count()).toBe(25);
    expect(new Set(await badges(page).allTextContents())).toEqual(new Set(['Revisar']));

    await page.getByRole('button', { name: 'Filtros' }).click();
    const filter = page.getByTestId('eligibility-filter');
    await filter.waitFor();
    expect(await filter.textContent()).toContain('Según el perfil de empresa');

    await choose(page, 'Sí');
    expect(await count(page)).toBe(2);
    expect(await badges(page).allTextContents()).toEqual(['Sí', 'Sí']);
    // 1724191 (expediente 2017/006630/001) asks for C2-5 alone.
    expect((await rows(page).allTextContents()).some((row) => row.includes('2017/006630/001'))).toBe(true);
    await closePanel(page);
    await page.getByRole('button', { name: 'Quitar el filtro Solo las que cumplo' }).waitFor();
    await screenshots(page, 'eligibility-yes', {
      atEachSize: async () => {
        if ((page.viewportSize()?.width ?? 0) < 768)
          await resultCards(page, 'Resultados de la búsqueda').first().waitFor();
        else await rows(page).first().waitFor();
      },
    });

    await page.getByRole('button', { name: 'Filtros' }).click();
    await choose(page, 'Sí y Revisar');
    expect(await count(page)).toBe(1296);
    await closePanel(page);
    await screenshots(page, 'eligibility-yes-or-review');

    // The compact view keeps the verdict on the status's line.
    await (await apiAs(ADMIN, server))('PUT', '/v1/user/preferences', { compact_results: true });
    await page.setViewportSize({ width: 1440, height: 900 });
    await searched(page, () => page.reload());
    await page.locator('table[data-compact]').waitFor();
    expect(await badges(page).count()).toBe(25);
    expect(await page.getByRole('columnheader', { name: '¿Cumplo?' }).isVisible()).toBe(true);
    await screenshots(page, 'eligibility-compact');
    await context.close();
  });

  it("shows the verdict among an inbox card's badges", async () => {
    const { context, page } = await signedIn(browser(), undefined, server);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/licitaciones/notificaciones');
    const card = page.locator('article[data-notification-id]');
    await card.first().waitFor();
    expect(await card.count()).toBe(1);
    expect(await card.locator('[data-field="eligibility"]').textContent()).toBe('Sí');
    await screenshots(page, 'eligibility-inbox');
    await context.close();
  });

  it('tells a user with an empty profile so, with a link to it, and shows no badge', async () => {
    const account = await createAccount('sin-perfil', server);
    const { context, page } = await signedIn(browser(), account, server);
    await openSearch(page);
    expect(await badges(page).count()).toBe(0);
    await page.getByRole('button', { name: 'Filtros' }).click();
    const note = page.getByTestId('eligibility-empty-profile');
    await note.waitFor();
    expect(await note.textContent()).toContain('Tu perfil de empresa está vacío');
    expect(
      await note.getByRole('link', { name: 'Completar el perfil de empresa' }).getAttribute('href'),
    ).toBe('/user/perfil_empresa');
    await screenshots(page, 'eligibility-empty-profile');
    await context.close();
  });
});
