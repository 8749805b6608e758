import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../common/format';
import { manualPeriodEnd } from '../common/licence-period';
import { type Account, apiAs, createAccount, signedIn, uniqueEmail } from './support/accounts';
import { browserForFile, flash } from './support/browser';
import { linkIn, nextMail } from './support/mailbox';
import { screenshots } from './support/screenshots';

const browser = browserForFile();
// Both accounts' e-mails start with this label, so the filter narrows the shared table to them.
const label = `adm${Date.now().toString(36)}`;
let busy: Account;
let idle: Account;
beforeAll(async () => {
  busy = await createAccount(`${label}-ana`);
  idle = await createAccount(`${label}-bea`);
  const asBusy = await apiAs(busy);
  for (const name of ['Incendios', 'Carreteras'])
    await asBusy('POST', '/v1/alerts', { name, searchTerms: name, filters: { sources: ['placsp'] } });
});

const rows = (page: Page) => page.getByTestId('admin-user-row');
/** The table's e-mail addresses (under each name), top to bottom. */
const emails = (page: Page) => rows(page).getByTestId('admin-user-email').allTextContents();

describe('the admin users screen', () => {
  it('finds users by e-mail, sorts them by alerts and invites a new address', async () => {
    const { context, page } = await signedIn(browser());
    await page.getByRole('button', { name: 'Menú de administración' }).click();
    await page.getByRole('menuitem', { name: 'Usuarios' }).click();
    await page.waitForURL('**/admin/users');
    await page.getByRole('heading', { level: 1, name: 'Usuarios' }).waitFor();
    const totals = page.getByTestId('admin-users-totals');
    await expect
      .poll(() => totals.textContent())
      .toMatch(/^\d+ usuarios en total\d+ registrados la última semana$/);

    await page.getByLabel('Texto').fill(` ${label} `);
    await page.getByRole('button', { name: 'Filtrar', exact: true }).click();
    await expect.poll(() => rows(page).count()).toBe(2);
    expect(await page.getByText('2 usuarios', { exact: true }).isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Alertas' }).click();
    await expect.poll(() => emails(page)).toEqual([busy.email, idle.email]);
    const first = rows(page).first();
    expect(await first.locator('td:nth-child(8)').textContent()).toBe('2');
    expect(await first.textContent()).toContain('Prueba: 15 días');
    expect(await first.textContent()).toContain('Activo');
    await page.getByRole('button', { name: 'Alertas' }).click();
    await expect.poll(() => emails(page)).toEqual([idle.email, busy.email]);
    expect(new URL(page.url()).searchParams.get('sort_order')).toBe('asc');
    expect(new URL(page.url()).searchParams.get('sort_by')).toBe('total_alerts');

    const invited = uniqueEmail(`${label}-invitado`);
    await page.getByLabel('Invitar por correo electrónico').fill(`  ${invited.toUpperCase()} `);
    await page.getByRole('button', { name: 'Invitar' }).click();
    await flash(page, `${invited} invitado con éxito.`).waitFor();
    const mail = await nextMail(invited);
    expect(linkIn(mail, '/invitacion')).toContain('invitation_token=');
    // The invitee is now an account the filter finds (name empty until they accept).
    await expect.poll(() => rows(page).count()).toBe(3);
    await context.close();
  });

  it('creates a 3-licence monthly subscription from the table, extends it, adds a member and cancels it', async () => {
    const { context, page } = await signedIn(browser());
    await page.goto(`/admin/users?filter_by=email&filter_value=${idle.email}`);
    await expect.poll(() => emails(page)).toEqual([idle.email]);
    await page.getByRole('button', { name: `Crear suscripción para ${idle.email}` }).click();
    await page.getByLabel('Licencias').fill('3');
    // One month from today (Madrid) by default; another day of that month picked in the calendar,
    // which speaks Spanish and starts its weeks on Monday. Clicking the default's own day would clear
    // the field, so the day picked is the 15th, or the 16th when the default already is the 15th.
    const monthOn = formatDate(manualPeriodEnd('monthly'));
    const validUntil = page.getByRole('textbox', { name: 'Válida hasta' });
    expect(await validUntil.inputValue()).toBe(monthOn);
    const [defaultDay, month, year] = monthOn.split('/');
    const day = defaultDay === '15' ? '16' : '15';
    const monthName = new Intl.DateTimeFormat('es', { month: 'long', timeZone: 'UTC' }).format(
      new Date(Date.UTC(Number(year), Number(month) - 1, 1)),
    );
    await validUntil.click();
    const calendar = page.locator('[data-dates-dropdown]');
    // The calendar opens after the click resolves: its weekday header is read once it is drawn.
    await calendar.locator('thead th').first().waitFor();
    expect((await calendar.locator('thead th').allTextContents()).map((d) => d.trim())[0]).toBe('lu');
    await calendar.getByRole('button', { name: `${Number(day)} ${monthName} ${year}`, exact: true }).click();
    const picked = `${day}/${month}/${year}`;
    expect(await validUntil.inputValue()).toBe(picked);
    await page.getByRole('button', { name: 'Crear suscripción', exact: true }).click();
    await flash(page, `Suscripción creada para ${idle.email}.`).waitFor();

    await rows(page).first().getByRole('link', { name: 'Activa' }).click();
    await page.waitForURL('**/admin/subscriptions/*');
    const summary = page.getByTestId('subscription-summary');
    await expect
      .poll(() => summary.textContent())
      .toBe(
        `Propietario ${idle.email} · Activa · 1 de 3 licencias · manual, mensual. Periodo hasta el ${picked}.`,
      );

    // The admin extends the paid period; a day that does not exist is not taken.
    expect(await validUntil.inputValue()).toBe(picked);
    await screenshots(page, 'admin-licence-valid-until', { atEachSize: () => validUntil.click() });
    await page.keyboard.press('Escape');
    await validUntil.fill('31/02/2099');
    await validUntil.press('Tab');
    expect(await validUntil.inputValue()).toBe(picked);
    await validUntil.fill('28/02/2099');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await flash(page, 'Suscripción actualizada.').waitFor();
    await expect
      .poll(() => summary.textContent())
      .toBe(
        `Propietario ${idle.email} · Activa · 1 de 3 licencias · manual, mensual. Periodo hasta el 28/02/2099.`,
      );
    expect(await validUntil.inputValue()).toBe('28/02/2099');

    // One licence reads in the singular; back to three for the member.
    const licences = page.getByRole('textbox', { name: 'Licencias' });
    await licences.fill('1');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect
      .poll(() => summary.textContent())
      .toBe(
        `Propietario ${idle.email} · Activa · 1 de 1 licencia · manual, mensual. Periodo hasta el 28/02/2099.`,
      );
    await licences.fill('3');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect.poll(() => summary.textContent()).toContain(' · 1 de 3 licencias · ');

    await page.getByLabel('Añadir usuario por correo electrónico').fill(` ${busy.email} `);
    await page.getByRole('button', { name: 'Añadir', exact: true }).click();
    await flash(page, 'Usuario añadido a la suscripción.').waitFor();
    const members = page.getByTestId('subscription-member');
    await expect
      .poll(() => members.locator('td:nth-child(2)').allTextContents())
      .toEqual([busy.email, idle.email]); // by account id: busy signed up first
    expect(await page.getByRole('button', { name: `Quitar a ${idle.email}` }).count()).toBe(0);

    await page.getByLabel('Estado').first().click(); // the input; its listbox carries the label too
    await page.getByRole('option', { name: 'Cancelada' }).click();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await flash(page, 'Suscripción actualizada.').waitFor();
    await expect
      .poll(() => summary.textContent())
      .toBe(
        `Propietario ${idle.email} · Cancelada · 2 de 3 licencias · manual, mensual. Periodo hasta el 28/02/2099.`,
      );
    // The member's own account sees the canceled subscription.
    const asBusy = await apiAs(busy);
    const me = await asBusy<{ subscription: { status: string; owner_email: string } }>('GET', '/v1/user');
    expect(me.subscription).toMatchObject({ status: 'canceled', owner_email: idle.email });

    // The owner's per-user admin screen manages the same subscription.
    const owner = await (await apiAs(idle))<{ id: number }>('GET', '/v1/user');
    await page.goto(`/admin/users/${owner.id}`);
    await page.getByRole('heading', { level: 1, name: 'Suscripción de Ana Prueba' }).waitFor();
    await expect
      .poll(() => summary.textContent())
      .toBe(
        `Propietario ${idle.email} · Cancelada · 2 de 3 licencias · manual, mensual. Periodo hasta el 28/02/2099.`,
      );
    await context.close();
  });
});
