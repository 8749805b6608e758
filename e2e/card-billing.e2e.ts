import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { madridToday } from '../common/calendar';
import { formatDate } from '../common/format';
import { billingPayload } from '../server/test/billing-factories';
import { type StripeFake, startStripeFake, stripeFakeEnv } from '../server/test/stripe-fake';
import { type Account, type ApiCall, apiAs, createAccount, signedIn } from './support/accounts';
import { allowConsoleErrors, allowFailedCall, browserForFile, flash } from './support/browser';
import { screenshots } from './support/screenshots';
import { type RunningServer, startServer } from './support/server';

// Card billing needs Stripe: this file runs a server of its own pointed at the loopback fake of
// Stripe's API the server tests use. Stripe.js cannot load offline, so the owner subscribes
// through the API (POST /stripe/subscription with Stripe's test card) and the browser drives the rest.
const browser = browserForFile();
let fake: StripeFake;
let server: RunningServer;
let owner: Account;
let asOwner: ApiCall;

beforeAll(async () => {
  fake = await startStripeFake();
  server = await startServer({ importRealPages: false, env: stripeFakeEnv(fake) });
  owner = await createAccount('tarjeta', server);
  asOwner = await apiAs(owner, server);
  await asOwner('POST', '/stripe/subscription', billingPayload({ quantity: 2 }));
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await fake?.close();
});

async function invoiceRows(page: Page): Promise<string[][]> {
  const rows = page.getByRole('table', { name: 'Facturas' }).getByTestId('invoice');
  await rows.first().waitFor();
  const texts: string[][] = [];
  for (const row of await rows.all()) texts.push((await row.locator('td').allTextContents()).slice(0, 5));
  return texts;
}

describe('a card-billed owner on the Suscripción tab', () => {
  it('lists the invoice, downloads its PDF, previews a licence change, turns renewal off and offers to pay a pending upgrade', async () => {
    allowConsoleErrors(
      /^console\.error: (Failed to load resource: net::ERR_NAME_NOT_RESOLVED \(https:\/\/js\.stripe\.com\/|Error: Failed to load Stripe\.js)/,
      'js.stripe.com cannot be reached from here: the card form says payment is unreachable',
    );
    allowFailedCall(
      422,
      '/stripe/invoices/',
      'a declined card pays the pending invoice on purpose',
      'La tarjeta ha sido rechazada: Your card was declined.',
    );
    const { context, page } = await signedIn(browser(), owner, server);
    await page.goto('/user');
    await page.getByRole('tab', { name: 'Suscripción' }).click();

    const today = formatDate(new Date());
    expect(await invoiceRows(page)).toEqual([['FAKE-0001', today, '', '72,60\u00a0€', 'Pagada']]);
    await page.getByText('Tarjeta de cobro: VISA •••• 4242').waitFor();
    await screenshots(page, 'account-licence-card', { fullPage: true });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Descargar la factura FAKE-0001 en PDF' }).click(),
    ]);
    // Named after the day it was issued in Madrid, the day the list shows.
    const day = madridToday().replaceAll('-', '_');
    expect(download.suggestedFilename()).toBe(`${day}_FAKE-0001.pdf`);

    // 3 licences: what Stripe prorates for the rest of the period, VAT included.
    await page.getByLabel('Número de licencias').fill('3');
    const { amount_due } = await asOwner<{ amount_due: number }>(
      'GET',
      '/stripe/subscription/proration?quantity=3',
    );
    expect(amount_due).toBeGreaterThan(0);
    const euros = new Intl.NumberFormat('es-ES', {
      style: 'currency',
      currency: 'EUR',
      useGrouping: 'always',
    });
    await page
      .getByText(`Se cobrará ahora ${euros.format(amount_due / 100)} (prorrateado, IVA incluido).`)
      .waitFor();

    const renewal = page.getByRole('switch', { name: 'Renovación automática' });
    const { subscription } = await asOwner<{ subscription: { current_period_end: string } }>(
      'GET',
      '/v1/user',
    );
    const periodEnd = formatDate(subscription.current_period_end);
    await page.getByText(`Próximo cargo: ${periodEnd}.`).waitFor();
    await renewal.click({ force: true });
    await flash(page, 'Renovación automática desactivada.').waitFor();
    await page.getByText(`La suscripción terminará el ${periodEnd}.`).waitFor();
    expect(await renewal.isChecked()).toBe(false);

    // An increase the card cannot pay stays pending with its open invoice, red, to pay.
    await asOwner('PUT', '/stripe/customer', { payment_method: { token: 'pm_card_chargeDeclined' } });
    await asOwner('PUT', '/stripe/subscription', { quantity: 8 });
    await page.reload();
    await page.getByRole('tab', { name: 'Suscripción' }).click();
    const rows = await invoiceRows(page);
    expect(rows).toHaveLength(2);
    expect(rows[0]![4]).toBe('Pendiente');
    expect(rows[1]).toEqual(['FAKE-0001', today, '', '72,60\u00a0€', 'Pagada']);
    await page.getByRole('table', { name: 'Licencias y precio' }).getByText('1 de 2').waitFor();
    await page.getByRole('button', { name: 'Pagar factura' }).click();
    await flash(page, 'La tarjeta ha sido rechazada: Your card was declined.').waitFor();
    // The card to replace: Stripe's field cannot load here, so the form says card payment is unreachable.
    await page.getByText('Tarjeta de cobro: VISA •••• 0002').waitFor();
    await page.getByRole('button', { name: 'Cambiar tarjeta' }).click();
    await page.getByText('Pago con tarjeta no disponible').waitFor({ timeout: 15_000 });

    // A card that pays settles it: the 8 licences apply and the invoice reads paid.
    await asOwner('PUT', '/stripe/customer', { payment_method: { token: 'pm_card_visa' } });
    await page.reload();
    await page.getByRole('tab', { name: 'Suscripción' }).click();
    await page.getByRole('table', { name: 'Licencias y precio' }).getByText('1 de 8').waitFor();
    expect((await invoiceRows(page)).map((row) => row[4])).toEqual(['Pagada', 'Pagada']);
    expect(await page.getByRole('button', { name: 'Pagar factura' }).count()).toBe(0);
    await context.close();
  });

  it('falls back to the unreachable note on the subscribe form when Stripe.js cannot load', async () => {
    allowConsoleErrors(
      /^console\.error: (Failed to load resource: net::ERR_NAME_NOT_RESOLVED \(https:\/\/js\.stripe\.com\/|Error: Failed to load Stripe\.js)/,
      'js.stripe.com cannot be reached from here: the card form says payment is unreachable',
    );
    // The key is configured, but js.stripe.com cannot be reached from here.
    const { context, page } = await signedIn(browser(), await createAccount('sin-stripe-js', server), server);
    await page.goto('/subscribe');
    await page.getByText('Pago con tarjeta no disponible').waitFor({ timeout: 15_000 });
    await page
      .getByText('No se ha podido conectar con el proveedor de pago con tarjeta.', { exact: false })
      .waitFor();
    expect(await page.getByRole('button', { name: 'Suscribirme' }).isDisabled()).toBe(true);
    await context.close();
  });
});
