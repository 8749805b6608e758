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
import { allowFailedCall, browserForFile, flash, newVisitor } from './support/browser';
import { linkIn, nextMail } from './support/mailbox';
import { type RunningServer, startServer } from './support/server';

// A server of its own with TRIAL_DAYS=0: a new account has no trial, so the member's tender access
// comes only from the owner's licence: not while it is offered, once the member accepts it by the
// e-mailed link, and no longer when the owner removes them.
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

async function addByEmail(page: Page, email: string) {
  await page.getByLabel('Añadir usuario por correo electrónico').fill(email);
  await page.getByRole('button', { name: 'Añadir', exact: true }).click();
}

async function memberEmails(page: Page): Promise<string[]> {
  const rows = membersTable(page).getByTestId('subscription-member');
  await rows.first().waitFor();
  return rows.locator('td:nth-child(2)').allTextContents();
}

/** The licence link of the e-mail offering `account` a licence. */
async function licenceLink(account: Account): Promise<string> {
  const mail = await nextMail(account.email, server.mailDir);
  expect(mail.subject).toBe('Te ofrecen una licencia de Licitaciones');
  expect(mail.text).toContain(`${owner.email} te ofrece una licencia de su suscripción`);
  return linkIn(mail, '/licencia');
}

describe("the owner's Suscripción tab", () => {
  it('shows licence usage and price, offers a licence the member accepts by the e-mailed link and then reaches the tenders with, and removes them, who then loses them', async () => {
    allowFailedCall(
      422,
      '/v1/subscriptions/',
      'a licence is offered past the seats on purpose',
      'No se puede añadir el usuario a la suscripción porque ya se están usando todas las licencias disponibles.',
    );
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

    // The offer is pending: only the address shows, the seat is taken, nothing is opened yet.
    await addByEmail(asOwner.page, member.email);
    await flash(
      asOwner.page,
      'Invitación enviada: la licencia queda pendiente hasta que la acepte.',
    ).waitFor();
    expect(await memberEmails(asOwner.page)).toEqual([owner.email, member.email]);
    const pendingRow = membersTable(asOwner.page).locator('[data-pending="true"]');
    expect((await pendingRow.textContent())?.startsWith(`Pendiente de aceptar${member.email}`)).toBe(true);
    await asOwner.page.getByRole('table', { name: 'Licencias y precio' }).getByText('2 de 2').waitFor();
    await expect(memberApi('POST', '/v1/procurement/search', {})).rejects.toThrow(/: 403 /);

    // Every licence is in use, the pending one included: the catalogue's message.
    await addByEmail(asOwner.page, 'otra-persona@example.com');
    await flash(
      asOwner.page,
      'No se puede añadir el usuario a la suscripción porque ya se están usando todas las licencias disponibles.',
    ).waitFor();

    // The member opens the e-mailed link signed out: signs in first and comes back to accept.
    const link = await licenceLink(member);
    const visitor = await newVisitor(browser(), { cookiesAccepted: true, server: server.baseUrl });
    await visitor.page.goto(link);
    await visitor.page.getByRole('link', { name: 'Iniciar sesión para aceptarla' }).waitFor();
    await visitor.page.getByRole('link', { name: 'Iniciar sesión para aceptarla' }).click();
    await visitor.page.getByLabel('Correo electrónico').fill(member.email);
    await visitor.page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(member.password);
    await visitor.page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await visitor.page.waitForURL('**/licencia?token=*');
    await visitor.page.getByText(`Sesión iniciada como ${member.email}.`).waitFor();
    await visitor.page.getByRole('button', { name: 'Aceptar la licencia' }).click();
    await flash(visitor.page, 'Licencia aceptada: ya tienes acceso a las licitaciones.').waitFor();
    await visitor.page.getByRole('button', { name: 'Buscar', exact: true }).waitFor();
    await visitor.context.close();

    // Accepted: the owner now sees the member's name and activity.
    await subscriptionTab(asOwner.page);
    const memberRow = membersTable(asOwner.page).locator('[data-pending="false"]', { hasText: member.email });
    await memberRow.waitFor();
    expect(await memberRow.locator('td').first().textContent()).toBe(member.name);
    expect(await membersTable(asOwner.page).locator('[data-pending="true"]').count()).toBe(0);

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

  it('withdraws a licence offered and not accepted: the seat is free and the link no longer works', async () => {
    allowFailedCall(
      422,
      '/v1/subscriptions/invitation',
      'the withdrawn licence link is opened on purpose',
      'El enlace de la licencia no es válido o ha caducado. Pide al titular de la suscripción que te la ofrezca de nuevo.',
    );
    const someone = await createAccount('retirada', server);
    const asOwner = await signedIn(browser(), owner, server);
    await subscriptionTab(asOwner.page);
    await addByEmail(asOwner.page, someone.email);
    await flash(
      asOwner.page,
      'Invitación enviada: la licencia queda pendiente hasta que la acepte.',
    ).waitFor();
    const link = await licenceLink(someone);

    await asOwner.page.getByRole('button', { name: `Retirar la invitación a ${someone.email}` }).click();
    await flash(asOwner.page, 'Invitación retirada: la licencia vuelve a estar libre.').waitFor();
    expect(await memberEmails(asOwner.page)).toEqual([owner.email]);
    await asOwner.page.getByRole('table', { name: 'Licencias y precio' }).getByText('1 de 2').waitFor();

    const asSomeone = await newVisitor(browser(), { cookiesAccepted: true, server: server.baseUrl });
    await signInThroughForm(asSomeone.page, someone, '**/user');
    await asSomeone.page.goto(link);
    await asSomeone.page.getByRole('button', { name: 'Aceptar la licencia' }).click();
    await asSomeone.page
      .getByRole('alert')
      .getByText(
        'El enlace de la licencia no es válido o ha caducado. Pide al titular de la suscripción que te la ofrezca de nuevo.',
      )
      .waitFor();
    await asOwner.context.close();
    await asSomeone.context.close();
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
