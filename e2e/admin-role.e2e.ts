import { describe, expect, it } from 'vitest';
import type { AdminUsersResponse } from '../common/api/admin-users';
import { apiAs, createAccount, signedIn } from './support/accounts';
import { allowFailedCall, baseUrl, browserForFile, flash, sharedServer } from './support/browser';

const browser = browserForFile();

describe('the admin role', () => {
  it('is given from the user screen, and an admin cannot take away their own', async () => {
    const account = await createAccount('ascendido');
    const asAdmin = await apiAs(sharedServer().admin);
    const find = async (email: string) =>
      (
        await asAdmin<AdminUsersResponse>(
          'GET',
          `/v1/users?filter_by=email&filter_value=${encodeURIComponent(email)}`,
        )
      ).users[0]!;
    const { id } = await find(account.email);
    const asAccount = await apiAs(account);
    await expect(asAccount('GET', '/v1/users')).rejects.toThrow(/403/);

    const { context, page } = await signedIn(browser());
    await page.goto(`/admin/users/${id}`);
    const role = page.getByRole('switch', { name: 'Administrador' });
    expect(await role.isChecked()).toBe(false);
    await role.click({ force: true });
    await flash(page, `${account.email} ahora es administrador.`).waitFor();
    expect(await role.isChecked()).toBe(true);
    // The account reaches the admin calls now.
    expect((await asAccount<AdminUsersResponse>('GET', '/v1/users')).metadata.total_users).toBeGreaterThan(1);

    const self = await find(sharedServer().admin.email);
    await page.goto(`/admin/users/${self.id}`);
    expect(await page.getByRole('switch', { name: 'Administrador' }).isDisabled()).toBe(true);
    expect(await page.getByText('No puedes quitarte a ti mismo el rol de administrador.').isVisible()).toBe(
      true,
    );
    await context.close();
  });
});

describe('a user who is not an admin opening an admin screen', () => {
  it('lands on the dashboard and is told why', async () => {
    const account = await createAccount('no-admin');
    const { context, page } = await signedIn(browser(), account);
    for (const path of ['/admin/users', '/admin/sidekiq']) {
      await page.goto(path);
      await page.waitForURL('**/licitaciones');
      await flash(page, 'Solo los administradores pueden ver esa página.').waitFor();
      expect(await page.getByRole('heading', { level: 1, name: 'Usuarios' }).count()).toBe(0);
    }
    await context.close();
  });
});

describe('an admin call answering 401 (the session ended elsewhere)', () => {
  it('sends the user to the dashboard with the not-authorized message', async () => {
    allowFailedCall(
      401,
      '/v1/users',
      'the session is ended elsewhere on purpose',
      'Necesitas iniciar sesión para continuar.',
    );
    const { context, page } = await signedIn(browser());
    await page.goto('/admin/users');
    await page.getByRole('heading', { level: 1, name: 'Usuarios' }).waitFor();
    // The session ends elsewhere (signed out from another tab): the next users call answers 401.
    const session = await page.evaluate(() => localStorage.getItem('licitaciones.session'));
    const headers = JSON.parse(session!) as Record<string, string>;
    const out = await fetch(`${baseUrl()}/auth/sign_out`, { method: 'DELETE', headers });
    expect(out.status).toBe(200);

    await page.getByLabel('Texto').fill('nadie-con-este-correo');
    await page.getByRole('button', { name: 'Filtrar', exact: true }).click();
    await flash(
      page,
      'You are not authorized to see this resource. If this is a mistake please contact system administrators.',
    ).waitFor();
    // Signed out now: the dashboard's own guard goes on to the landing page.
    await page.waitForURL('**/inicio');
    expect(await page.evaluate(() => localStorage.getItem('licitaciones.session'))).toBeNull();
    await context.close();
  });
});
