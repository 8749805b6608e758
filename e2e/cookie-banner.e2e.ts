import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForFile, newVisitor } from './support/browser';

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
