import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { type Account, apiAs, createAccount, signedIn } from './support/accounts';
import { browserForFile, flash } from './support/browser';

const browser = browserForFile();
let owner: Account;
let member: Account;

// The admin grants the owner 2 monthly manual licences through the real admin API.
beforeAll(async () => {
  owner = await createAccount('titular-licencias');
  member = await createAccount('licencia');
  const { id: userId } = await (await apiAs(owner))<{ id: number }>('GET', '/v1/user');
  const asAdmin = await apiAs(inject('admin'));
  await asAdmin('POST', '/v1/admin/subscriptions', {
    user_id: userId,
    quantity: 2,
    billing_frequency: 'monthly',
  });
});

async function subscriptionTab(page: Page) {
  await page.goto('/user');
  await page.getByRole('tab', { name: 'Suscripción' }).click();
}

const membersTable = (page: Page) => page.getByRole('table', { name: 'Usuarios de la suscripción' });

async function memberEmails(page: Page): Promise<string[]> {
  const rows = membersTable(page).getByTestId('subscription-member');
  await rows.first().waitFor();
  return rows.locator('td:nth-child(2)').allTextContents();
}

describe("the owner's Suscripción tab", () => {
  it('shows licence usage and price, lets the owner add a member who then reaches the tenders, and remove them', async () => {
    const asOwner = await signedIn(browser(), owner);
    await subscriptionTab(asOwner.page);
    const usage = asOwner.page.getByRole('table', { name: 'Licencias y precio' }).getByRole('row');
    await usage.first().waitFor();
    expect((await usage.allTextContents()).map((row) => row.trim())).toEqual([
      'Licencias en uso1 de 2',
      'Precio total72,60\u00a0€ al mes (60,00\u00a0€ + IVA 21 %)',
    ]);
    // Manual billing: no card controls; cancelling is done by writing to the provider.
    await asOwner.page
      .getByText(
        `Tu suscripción tiene facturación manual: para cancelarla o cambiar sus licencias, escríbenos a ${inject('contactEmail')}.`,
      )
      .waitFor();
    expect(await asOwner.page.getByRole('switch', { name: 'Renovación automática' }).count()).toBe(0);
    expect(await memberEmails(asOwner.page)).toEqual([owner.email]);
    // The owner cannot be removed.
    expect(await asOwner.page.getByRole('button', { name: `Quitar a ${owner.email}` }).count()).toBe(0);

    await asOwner.page.getByLabel('Añadir usuario por correo electrónico').fill(member.email);
    await asOwner.page.getByRole('button', { name: 'Añadir', exact: true }).click();
    await flash(asOwner.page, 'Usuario añadido a la suscripción.').waitFor();
    expect(await memberEmails(asOwner.page)).toEqual([owner.email, member.email]);
    await asOwner.page.getByRole('table', { name: 'Licencias y precio' }).getByText('2 de 2').waitFor();

    // Every licence is in use: the catalogue's message.
    await asOwner.page.getByLabel('Añadir usuario por correo electrónico').fill('otra-persona@example.com');
    await asOwner.page.getByRole('button', { name: 'Añadir', exact: true }).click();
    await flash(
      asOwner.page,
      'No se puede añadir el usuario a la suscripción porque ya se están usando todas las licencias disponibles.',
    ).waitFor();

    // The member signs in, holds the owner's licence and reaches the tender search.
    const asMember = await signedIn(browser(), member);
    await subscriptionTab(asMember.page);
    await asMember.page.getByRole('table', { name: 'Tu suscripción' }).getByText(owner.email).waitFor();
    expect(await membersTable(asMember.page).count()).toBe(0);
    await asMember.page.goto('/licitaciones/buscar');
    await asMember.page.getByRole('button', { name: 'Buscar', exact: true }).waitFor();

    await asOwner.page.getByRole('button', { name: `Quitar a ${member.email}` }).click();
    await flash(asOwner.page, 'Usuario quitado de la suscripción.').waitFor();
    expect(await memberEmails(asOwner.page)).toEqual([owner.email]);

    // The member no longer holds a licence: back to their own (trial) account, offered to subscribe.
    await subscriptionTab(asMember.page);
    await asMember.page.getByRole('link', { name: 'Contratar licencias' }).waitFor();
    expect(await asMember.page.getByText(owner.email).count()).toBe(0);

    await asOwner.context.close();
    await asMember.context.close();
  });
});
