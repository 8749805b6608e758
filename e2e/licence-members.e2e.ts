import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Account,
  type ApiCall,
  apiAs,
  createAccount,
  signedIn,
  signInThroughForm,
} from './support/accounts';
import { browserForFile, flash, newVisitor } from './support/browser';
import { type RunningServer, startServer } from './support/server';

// A server of its own with TRIAL_DAYS=0: a new account has no trial, so the member's tender access
// comes only from the owner's licence and is seen to go when the owner removes them.
const browser = browserForFile();
let server: RunningServer;
let owner: Account;
let member: Account;
let memberApi: ApiCall;

// The admin grants the owner 2 monthly manual licences through the real admin API.
beforeAll(async () => {
  server = await startServer({ importRealPages: false, env: { TRIAL_DAYS: '0' } });
  owner = await createAccount('titular-licencias', server);
  member = await createAccount('licencia', server);
  memberApi = await apiAs(member, server);
  const { id: userId } = await (await apiAs(owner, server))<{ id: number }>('GET', '/v1/user');
  const asAdmin = await apiAs(server.admin, server);
  await asAdmin('POST', '/v1/admin/subscriptions', {
    user_id: userId,
    quantity: 2,
    billing_frequency: 'monthly',
  });
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

/** The tender search sends the member to their account page, and the server refuses the search (403). */
async function expectTendersRefused(page: Page) {
  await page.goto('/licitaciones/buscar');
  await page.waitForURL('**/user');
  await page.getByText('Tu periodo de prueba ha terminado').waitFor();
  await expect(memberApi('POST', '/v1/procurement/search', {})).rejects.toThrow(
    /^POST \/v1\/procurement\/search: 403 /,
  );
}

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
  it('shows licence usage and price, lets the owner add a member who then reaches the tenders, and remove them, who then loses them', async () => {
    // Without trial or licence, the member is refused the tenders.
    const asMember = await newVisitor(browser(), { cookiesAccepted: true, server: server.baseUrl });
    await signInThroughForm(asMember.page, member, '**/user');
    await expectTendersRefused(asMember.page);

    const asOwner = await signedIn(browser(), owner, server);
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
        `Tu suscripción tiene facturación manual: para cancelarla o cambiar sus licencias, escríbenos a ${server.contactEmail}.`,
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

    // The member, signed in since, holds the owner's licence and reaches the tender search.
    await subscriptionTab(asMember.page);
    await asMember.page.getByRole('table', { name: 'Tu suscripción' }).getByText(owner.email).waitFor();
    expect(await membersTable(asMember.page).count()).toBe(0);
    await asMember.page.goto('/licitaciones/buscar');
    await asMember.page.getByRole('button', { name: 'Buscar', exact: true }).waitFor();
    // No tenders on this server: the search answers, empty.
    expect(await memberApi('POST', '/v1/procurement/search', {})).toMatchObject({ results: [] });

    await asOwner.page.getByRole('button', { name: `Quitar a ${member.email}` }).click();
    await flash(asOwner.page, 'Usuario quitado de la suscripción.').waitFor();
    expect(await memberEmails(asOwner.page)).toEqual([owner.email]);

    // The member no longer holds a licence: back to their own account, offered to subscribe, and
    // refused the tenders again.
    await subscriptionTab(asMember.page);
    await asMember.page.getByRole('link', { name: 'Contratar licencias' }).waitFor();
    expect(await asMember.page.getByText(owner.email).count()).toBe(0);
    await expectTendersRefused(asMember.page);

    await asOwner.context.close();
    await asMember.context.close();
  });
});

describe('a visitor, when the operator gives no trial', () => {
  it('is offered no free trial on the landing and sign-up pages', async () => {
    const { context, page } = await newVisitor(browser(), { cookiesAccepted: true, server: server.baseUrl });
    await page.goto('/inicio');
    // The contact address comes with the trial days (GET /v1/config): both are in once it shows.
    await page.getByRole('link', { name: server.contactEmail }).first().waitFor();
    expect(await page.getByText('Prueba gratuita').count()).toBe(0);
    await page.getByRole('link', { name: 'Empieza gratis' }).first().click();
    await page.getByRole('button', { name: 'Crear cuenta' }).waitFor();
    expect(await page.getByText('Prueba gratuita').count()).toBe(0);
    await context.close();
  });
});
