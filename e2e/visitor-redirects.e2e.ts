import { describe, expect, it } from 'vitest';
import { browserForFile, newVisitor } from './support/browser';

const browser = browserForFile();

describe('a visitor (not signed in)', () => {
  it('is sent from / to /inicio and sees the public header', async () => {
    const { context, page } = await newVisitor(browser());
    await page.goto('/');
    await page.waitForURL('**/inicio');
    await page.getByRole('heading', { level: 1, name: /licitaciones públicas de España/ }).waitFor();

    const header = page.locator('header');
    expect(await header.getByRole('link', { name: 'Iniciar sesión' }).isVisible()).toBe(true);
    expect(await header.getByRole('link', { name: 'Contacto' }).isVisible()).toBe(true);
    await context.close();
  });

  it.each([
    '/licitaciones/buscar',
    '/licitaciones/detalle/12',
    '/user',
    '/subscribe',
    '/notifications',
    '/admin/users',
  ])('is sent from %s to /inicio', async (path) => {
    const { context, page } = await newVisitor(browser());
    await page.goto(path);
    await page.waitForURL('**/inicio');
    expect(new URL(page.url()).pathname).toBe('/inicio');
    await context.close();
  });

  it('may open the open pages and the visitor-only pages', async () => {
    const { context, page } = await newVisitor(browser());
    await page.goto('/contacto');
    await page.getByRole('heading', { level: 1, name: 'Contacto' }).waitFor();

    await page.goto('/sign_up');
    await page.getByRole('heading', { level: 1, name: 'Crear una cuenta' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/sign_up');
    await context.close();
  });

  it('gets the app’s not-found page for an unknown page path', async () => {
    const { context, page } = await newVisitor(browser());
    await page.goto('/esta/pagina/no/existe');
    await page.getByRole('heading', { level: 1, name: 'Página no encontrada' }).waitFor();
    await context.close();
  });
});
