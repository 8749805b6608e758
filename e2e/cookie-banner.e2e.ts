import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInThroughForm } from './support/accounts';
import { browserForFile, newVisitor, sharedServer } from './support/browser';
import { partyIdOf } from './support/party-page';
import { screenshots } from './support/screenshots';

const browser = browserForFile();

const banner = (page: Page) => page.getByRole('region', { name: 'Aviso de cookies' });

describe('cookie banner', () => {
  it('opens for a new visitor, states that cookies are used and links to the legal notes', async () => {
    const { context, page } = await newVisitor(browser());
    await page.goto('/inicio');
    await banner(page).waitFor();
    expect(await banner(page).textContent()).toContain('Usamos cookies');

    await banner(page)
      .getByRole('link', { name: /avisos legales/ })
      .click();
    await page.waitForURL('**/inicio#avisos-legales');
    expect(await page.getByRole('heading', { name: 'Avisos legales y cookies' }).isVisible()).toBe(true);
    await context.close();
  });

  it('stays gone after Aceptar, also after a reload and on other pages', async () => {
    const { context, page } = await newVisitor(browser());
    await page.goto('/inicio');
    await banner(page).getByRole('button', { name: 'Aceptar' }).click();
    await banner(page).waitFor({ state: 'detached' });

    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await banner(page).count()).toBe(0);

    const other = await context.newPage();
    await other.goto('/contacto');
    await other.getByRole('heading', { level: 1, name: 'Contacto' }).waitFor();
    expect(await banner(other).count()).toBe(0);
    await context.close();
  });

  it('hides on Cerrar for this visit only', async () => {
    const { context, page } = await newVisitor(browser());
    await page.goto('/inicio');
    await banner(page).getByRole('button', { name: 'Cerrar' }).click();
    await banner(page).waitFor({ state: 'detached' });

    // Navigating inside the app is the same visit: still hidden.
    await page.locator('footer').getByRole('link', { name: 'Contacto' }).click();
    await page.getByRole('heading', { level: 1, name: 'Contacto' }).waitFor();
    expect(await banner(page).count()).toBe(0);

    // Nothing was accepted, so a new visit asks again.
    await page.reload();
    await banner(page).waitFor();
    await context.close();

    const fresh = await newVisitor(browser());
    await fresh.page.goto('/inicio');
    await banner(fresh.page).waitFor();
    await fresh.context.close();
  });
});

/** Scrolls the page to its very end and answers how far below the banner's top the row ends (≤ 0: above it). */
async function rowBelowBanner(page: Page, row: Locator): Promise<number> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForTimeout(200);
  const rowBox = (await row.boundingBox())!;
  const bannerBox = (await banner(page).boundingBox())!;
  return rowBox.y + rowBox.height - bannerBox.y;
}

describe('the cookie banner over a data table', () => {
  it('leaves room below the page: the last row of the admin users and Análisis tables scrolls above it', async () => {
    const { context, page } = await newVisitor(browser());
    const { admin } = sharedServer();
    await signInThroughForm(page, admin);
    await banner(page).waitFor();

    await page.goto('/admin/users');
    const users = page.getByRole('table', { name: 'Usuarios' }).locator('tbody tr');
    await users.first().waitFor();
    for (const [width, height] of [
      [1280, 800],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      expect(await rowBelowBanner(page, users.last()), `${width}px`).toBeLessThanOrEqual(0);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshots(page, 'cookie-banner-admin-users', {
      atEachSize: () => rowBelowBanner(page, users.last()),
    });

    const catalonia = await partyIdOf(admin, 'Infraestructures de la Generalitat de Catalunya, SAU');
    await page.goto(`/licitaciones/empresa/${catalonia}?tab=analisis`);
    const table = page.getByTestId('party-analysis').getByRole('table').last().locator('tbody tr');
    await table.first().waitFor();
    expect(await rowBelowBanner(page, table.last())).toBeLessThanOrEqual(0);
    await screenshots(page, 'cookie-banner-analysis', {
      atEachSize: () => rowBelowBanner(page, table.last()),
    });
    await context.close();
  });
});
