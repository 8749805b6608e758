import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { signedIn } from './support/accounts';
import { browserForFile, newVisitor } from './support/browser';

const browser = browserForFile();

/** Every Content-Security-Policy violation the page reports, as the event and as console errors. */
async function watchCsp(context: BrowserContext, page: Page) {
  const reported: string[] = [];
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`Content Security Policy violation: ${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /content.security.policy/i.test(message.text()))
      reported.push(message.text());
  });
  return reported;
}

let open: BrowserContext | undefined;
afterEach(async () => {
  await open?.close();
  open = undefined;
});

describe('the app under its Content-Security-Policy', () => {
  it('serves the pages a visitor sees with the CSP and without a single violation', async () => {
    const { context, page } = await newVisitor(browser());
    open = context;
    const violations = await watchCsp(context, page);
    const landing = await page.goto('/inicio');
    expect(landing?.headers()['content-security-policy']).toContain(
      "script-src 'self' https://js.stripe.com",
    );
    await page.getByRole('link', { name: 'Iniciar sesión' }).first().waitFor();
    for (const [path, button] of [
      ['/sign_in', 'Iniciar sesión'],
      ['/sign_up', 'Crear cuenta'],
      ['/contacto', 'Enviar mensaje'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('button', { name: button }).waitFor();
    }
    await page.goto('/api/docs/');
    await page.locator('.swagger-ui .info').waitFor();
    expect(violations).toEqual([]);
  });

  it('runs the signed-in pages without a violation, the session cookie SameSite=Lax', async () => {
    const { context, page } = await signedIn(browser());
    open = context;
    const violations = await watchCsp(context, page);
    // A tender page with its documents (our copies' viewer runs under the CSP in pliego-viewer.e2e.ts).
    await page.goto(`/licitaciones/buscar?q=${encodeURIComponent('CON/2026/6')}`);
    await page
      .getByRole('table', { name: 'Resultados de la búsqueda' })
      .getByRole('link', { name: /^Ejecución de infraestructuras preventivas/ })
      .first()
      .click();
    await page.getByRole('tab', { name: 'Doc. Legal' }).click();
    await page.getByRole('link', { name: 'Abrir PCAP.pdf' }).waitFor();
    await page.goto('/user');
    await page.getByRole('tab', { name: 'Suscripción' }).click();
    await page.goto('/admin/users');
    await page.getByRole('heading', { level: 1, name: 'Usuarios' }).waitFor();
    expect(violations).toEqual([]);

    const cookie = (await context.cookies()).find((c) => c.name === 'licitaciones_session');
    expect(cookie).toMatchObject({ sameSite: 'Lax', secure: false, httpOnly: false });
  });
});
