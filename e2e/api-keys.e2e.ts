import { afterAll, describe, expect, it } from 'vitest';
import { createAccount, signedIn } from './support/accounts';
import { baseUrl, browserForFile, flash } from './support/browser';
import { screenshots } from './support/screenshots';

const browser = browserForFile();

describe("'Acceso por API' on the account page", () => {
  const contexts: { close(): Promise<void> }[] = [];
  afterAll(() => Promise.all(contexts.map((c) => c.close())));

  it('creates a key shown once, copies it, sees it used, and revokes it', async () => {
    const account = await createAccount('claves-api');
    const { context, page } = await signedIn(browser(), account);
    contexts.push(context);
    await page.goto('/user');
    const section = page.getByRole('heading', { name: 'Acceso por API' }).locator('xpath=../..');
    await section.getByText('Aún no tienes claves de API.').waitFor();

    const form = page.getByTestId('create-api-key');
    await form.getByRole('textbox', { name: 'Nombre de la clave' }).fill('CRM de la oficina');
    await form.getByRole('checkbox', { name: 'Seguir y dejar de seguir (write:follows)' }).check();
    await form.getByRole('button', { name: 'Crear clave' }).click();
    const shown = page.getByTestId('new-api-key');
    await shown.waitFor();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    await page.getByRole('button', { name: 'Copiar la clave' }).click();
    await page.getByRole('button', { name: 'Copiada' }).waitFor();
    // What a user pastes into the CRM: the key shown, and nothing else.
    const key = await page.evaluate(() => navigator.clipboard.readText());
    expect(key).toMatch(/^lic_[A-Za-z0-9_-]{40}$/);
    expect((await shown.textContent())!.trim()).toBe(key);
    await screenshots(page, 'api-keys-created', { atEachSize: () => shown.scrollIntoViewIfNeeded() });

    // Used as a CRM would: the list then says when, from where and how often today.
    const call = () => fetch(`${baseUrl()}/v1/alerts`, { headers: { authorization: `Bearer ${key}` } });
    expect((await call()).status).toBe(200);
    await page.getByRole('button', { name: 'Ya la he guardado' }).click();
    expect(await shown.count()).toBe(0);
    await page.reload();
    const row = page.getByRole('table', { name: 'Claves de API' }).locator('tbody tr');
    await row.first().waitFor();
    expect(await row.count()).toBe(1);
    expect(await row.first().textContent()).toContain('CRM de la oficina');
    expect(await row.first().textContent()).toContain(key.slice(0, 12));
    expect(await row.first().textContent()).not.toContain(key);
    const use = row.first().locator('[data-column="use"]');
    expect(await use.textContent()).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} desde .+1 llamada hoy$/);
    // On a phone the table is one card per key, with the same values.
    const named = page.getByText('CRM de la oficina');
    await screenshots(page, 'api-keys-list', { atEachSize: () => named.scrollIntoViewIfNeeded() });
    await page.setViewportSize({ width: 390, height: 844 });
    const card = page.getByRole('list', { name: 'Claves de API' }).getByRole('listitem');
    expect(await card.count()).toBe(1);
    expect(await card.locator('[data-column="use"]').textContent()).toMatch(/1 llamada hoy$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1440, height: 900 });

    page.once('dialog', (dialog) => void dialog.accept());
    await row.first().getByRole('button', { name: 'Revocar' }).click();
    await flash(page, 'Clave «CRM de la oficina» revocada.').waitFor();
    await page.getByText('Aún no tienes claves de API.').waitFor();
    const refused = await call();
    expect(refused.status).toBe(401);
  });
});
