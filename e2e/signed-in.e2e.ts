import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { SourcesStatus } from '../common/api/sources';
import { trialSubscription } from '../common/api/user';
import { isStaleData } from '../common/data-freshness';
import { formatDateMinutes } from '../common/format';
import { type Account, apiAs, createAccount, signedIn } from './support/accounts';
import { baseUrl, browserForFile, newVisitor } from './support/browser';
import { fakeSignIn, trialUser } from './support/fake-session';
import { screenshots } from './support/screenshots';

// Real accounts signed in through the form, except where noted.
const browser = browserForFile();
let user: Account;
beforeAll(async () => {
  user = await createAccount('sesion');
});

describe('a signed-in user', () => {
  it('sees Licitaciones and the account menu labelled with the e-mail', async () => {
    const { context, page } = await signedIn(browser(), user);
    await page.goto('/licitaciones/buscar');

    const header = page.locator('header');
    await header.getByRole('button', { name: 'Menú de la cuenta' }).click();
    expect(await header.getByRole('button', { name: 'Menú de la cuenta' }).textContent()).toContain(
      user.email,
    );
    for (const item of ['Cuenta', 'Contacto', 'Cerrar sesión']) {
      await page.getByRole('menuitem', { name: item }).waitFor(); // the menu opens with a transition
    }
    expect(await header.getByRole('link', { name: 'Licitaciones', exact: true }).isVisible()).toBe(true);
    expect(await header.getByRole('button', { name: 'Menú de administración' }).count()).toBe(0);
    await context.close();
  });

  it('as an admin also gets the Admin menu with Usuarios and the job dashboard', async () => {
    const { context, page } = await signedIn(browser());
    await page.goto('/admin/users');
    await page.getByRole('heading', { level: 1, name: 'Usuarios' }).waitFor();

    await page.locator('header').getByRole('button', { name: 'Menú de administración' }).click();
    await page.getByRole('menuitem', { name: 'Usuarios' }).waitFor();
    const jobs = page.getByRole('menuitem', { name: 'Trabajos en segundo plano' });
    expect(await jobs.getAttribute('href')).toBe('/admin/sidekiq');
    expect(await jobs.getAttribute('target')).toBe('_blank');
    await context.close();
  });

  it('is sent from the visitor-only pages to the dashboard', async () => {
    const { context, page } = await signedIn(browser(), user);
    await page.goto('/sign_in');
    await page.waitForURL('**/licitaciones');
    await context.close();
  });

  it('without subscription or trial days is sent from the tender pages to /user', async () => {
    // A real account cannot be aged past its trial from the browser: GET /v1/user is answered by
    // the browser here (support/fake-session.ts).
    const { context, page } = await newVisitor(browser());
    await fakeSignIn(
      context,
      trialUser({
        trial_days_remaining: 0,
        subscription: trialSubscription(0),
      }),
    );
    await page.goto('/licitaciones/alertas');
    await page.waitForURL('**/user');
    await page.getByRole('heading', { level: 1, name: 'Cuenta de usuario' }).waitFor();
    await page.getByText('Tu periodo de prueba ha terminado').waitFor();
    await page.getByRole('link', { name: inject('contactEmail') }).waitFor();
    await context.close();
  });

  it('is kept out of the admin area unless admin', async () => {
    const { context, page } = await signedIn(browser(), user);
    await page.goto('/admin/users');
    await page.waitForURL('**/licitaciones');
    await context.close();
  });

  it('sees the dashboard tab that the path names, and /notifications opens the notifications tab', async () => {
    const { context, page } = await signedIn(browser(), user);
    await page.goto('/licitaciones/mis_empresas');
    await page.getByRole('heading', { level: 1, name: 'Mis empresas y entidades' }).waitFor();
    expect(await page.getByRole('tab', { name: 'Mis empresas' }).getAttribute('aria-selected')).toBe('true');

    await page.getByRole('tab', { name: 'Alertas' }).click();
    await page.waitForURL('**/licitaciones/alertas');
    await page.getByRole('heading', { level: 1, name: 'Alertas' }).waitFor();

    await page.goto('/notifications');
    await page.waitForURL('**/licitaciones/notificaciones');
    await page.getByRole('heading', { level: 1, name: 'Notificaciones de licitaciones' }).waitFor();
    await context.close();
  });

  it('sees how far the imported data reach, and a calm notice that they are not recent (no sync ever ran)', async () => {
    const { context, page } = await signedIn(browser(), user);
    await page.goto('/licitaciones/buscar');
    const line = page.getByTestId('data-freshness');
    // The newest stored entry of the imported PLACSP pages, in Madrid time.
    const { data_until } = await (await apiAs(user))<SourcesStatus>('GET', '/v1/sources/status');
    await line.getByText(`Datos hasta ${formatDateMinutes(data_until)}`, { exact: true }).waitFor();
    // The imported pages are months old; shown whenever the data are older than STALE_DATA_HOURS.
    expect(isStaleData(data_until)).toBe(true);
    expect(await line.getByText('Los datos pueden no estar al día').isVisible()).toBe(true);
    expect(await line.getByText(/pendiente|No se ha podido/).count()).toBe(0);
    expect(await page.getByText('Datos de demostración').count()).toBe(0);
    await screenshots(page, 'freshness-imported');
    await context.close();
  });

  it('signs out from the account menu and lands on /inicio with a goodbye message', async () => {
    const { context, page } = await signedIn(browser(), user);
    const session = await page.evaluate(() => localStorage.getItem('licitaciones.session'));
    await page.locator('header').getByRole('button', { name: 'Menú de la cuenta' }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();

    await page.waitForURL('**/inicio');
    await page.getByText('Te has desconectado correctamente. ¡Hasta la próxima!').waitFor();
    await page.locator('header').getByRole('link', { name: 'Iniciar sesión' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('licitaciones.session'))).toBeNull();
    expect((await context.cookies()).some((c) => c.name === 'licitaciones_session' && c.value)).toBe(false);
    // Ended on the server too, not only forgotten here.
    const stale = await fetch(`${baseUrl()}/v1/user`, { headers: JSON.parse(session!) });
    expect(stale.status).toBe(401);
    await context.close();
  });
});
