import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { formatDate } from '../common/format';
import { manualPeriodEnd } from '../common/licence-period';
import { type Account, apiAs, createAccount, signedIn } from './support/accounts';
import { browserForFile } from './support/browser';
import { linkIn, nextMail } from './support/mailbox';

const browser = browserForFile();
let owner: Account;
let member: Account;

// A manual subscription of 3 yearly licences granted by the admin; the owner adds one member, who accepts.
beforeAll(async () => {
  owner = await createAccount('titular');
  member = await createAccount('miembro');
  const asOwner = await apiAs(owner);
  const { id: userId } = await asOwner<{ id: number }>('GET', '/v1/user');
  const asAdmin = await apiAs(inject('admin'));
  const subscription = await asAdmin<{ id: number }>('POST', '/v1/admin/subscriptions', {
    user_id: userId,
    quantity: 3,
    billing_frequency: 'yearly',
  });
  await asOwner('POST', `/v1/subscriptions/${subscription.id}/user`, { user_email: member.email });
  // The member accepts the licence with the e-mailed link.
  const token = new URL(linkIn(await nextMail(member.email), '/licencia')).searchParams.get('token');
  await (await apiAs(member))('PUT', '/v1/subscriptions/invitation', { token });
});

// Granted today for a year (Madrid days).
const validUntil = () => `Válida hasta${formatDate(manualPeriodEnd('yearly'))}`;

async function summaryRows(page: Page): Promise<string[]> {
  await page.goto('/user');
  await page.getByRole('tab', { name: 'Suscripción' }).click();
  const rows = page.getByRole('table', { name: 'Tu suscripción' }).getByRole('row');
  await rows.first().waitFor();
  return (await rows.allTextContents()).map((row) => row.trim());
}

describe("the account's Suscripción tab", () => {
  it('shows the owner the status, licences in use, billing type, frequency and last valid day', async () => {
    const { context, page } = await signedIn(browser(), owner);
    expect(await summaryRows(page)).toEqual([
      'EstadoActiva',
      'Licencias2 de 3 en uso',
      'FacturaciónManual',
      'PeriodicidadAnual',
      validUntil(),
    ]);
    await context.close();
  });

  it("shows a member the owner's e-mail instead of the licence usage", async () => {
    const { context, page } = await signedIn(browser(), member);
    expect(await summaryRows(page)).toEqual([
      'EstadoActiva',
      `Titular de la suscripción${owner.email}`,
      'FacturaciónManual',
      'PeriodicidadAnual',
      validUntil(),
    ]);
    await context.close();
  });

  it('offers the subscribe form to a user without licences', async () => {
    const { context, page } = await signedIn(browser(), await createAccount('sin-licencias'));
    await page.goto('/user');
    await page.getByRole('tab', { name: 'Suscripción' }).click();
    await page.getByRole('link', { name: 'Contratar licencias' }).click();
    await page.waitForURL('**/subscribe');
    await page.getByRole('button', { name: 'Suscribirme' }).waitFor();
    await context.close();
  });
});
