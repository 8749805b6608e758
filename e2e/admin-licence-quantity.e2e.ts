import { describe, expect, it } from 'vitest';
import { createAccount, signedIn } from './support/accounts';
import { browserForFile, flash } from './support/browser';

const browser = browserForFile();
const QUANTITY_MISSING = 'Indica cuántas licencias: un número entero, 1 o más.';

describe("an admin's licence forms with the licence count cleared", () => {
  it('ask for a count under the field and send nothing, then save once it is given', async () => {
    const owner = await createAccount('licencias-sin-numero');
    const { context, page } = await signedIn(browser());
    const licenceCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/v1/admin/subscriptions')) {
        licenceCalls.push(`${request.method()} ${new URL(request.url()).pathname}`);
      }
    });

    await page.goto(`/admin/users?filter_by=email&filter_value=${owner.email}`);
    await page.getByRole('button', { name: `Crear suscripción para ${owner.email}` }).click();
    const count = page.getByRole('textbox', { name: 'Licencias' });
    await count.fill('');
    await page.getByRole('button', { name: 'Crear suscripción', exact: true }).click();
    await page.getByText(QUANTITY_MISSING).waitFor();
    expect(await count.getAttribute('aria-invalid')).toBe('true');
    await page.waitForTimeout(500);
    expect(licenceCalls).toEqual([]);
    await count.fill('2');
    await page.getByRole('button', { name: 'Crear suscripción', exact: true }).click();
    await flash(page, `Suscripción creada para ${owner.email}.`).waitFor();
    expect(licenceCalls).toEqual(['POST /v1/admin/subscriptions']);

    await page.getByTestId('admin-user-row').first().getByRole('link', { name: 'Activa' }).click();
    await page.waitForURL('**/admin/subscriptions/*');
    const settings = page.getByRole('textbox', { name: 'Licencias' });
    await expect.poll(() => settings.inputValue()).toBe('2');
    const before = licenceCalls.length;
    await settings.fill('');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText(QUANTITY_MISSING).waitFor();
    await page.waitForTimeout(500);
    expect(licenceCalls.slice(before).filter((call) => !call.startsWith('GET'))).toEqual([]);
    await context.close();
  });
});
