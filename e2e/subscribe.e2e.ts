import { describe, expect, inject, it } from 'vitest';
import { signedIn } from './support/accounts';
import { browserForFile } from './support/browser';

const browser = browserForFile();

// The billing rules, field by field; the cardholder's message is ours (it is only required).
const requiredFields: [label: string, message: string][] = [
  ['Nombre de facturación', 'Introduce el nombre de facturación.'],
  ['Dirección', 'Introduce una calle.'],
  ['Código postal', 'Introduce un código postal.'],
  ['País', 'Introduce un país.'],
  ['Ciudad', 'Introduce una ciudad.'],
  ['Provincia', 'Introduce una provincia.'],
  ['Titular de la tarjeta', 'Introduce el titular de la tarjeta.'],
];

const text = (value: string | null) => (value ?? '').replace(/\s+/g, ' ');

describe('the subscribe form', () => {
  it('shows each validation message as an empty field is left, and none once it is filled', async () => {
    const { context, page } = await signedIn(browser());
    await page.goto('/subscribe');
    await page.getByRole('heading', { level: 1, name: 'Suscripción' }).waitFor();
    expect(await page.getByLabel('País').inputValue()).toBe('España');
    expect(await page.getByLabel('Número de usuarios').inputValue()).toBe('1');

    for (const [label, message] of requiredFields) {
      // Mantine appends the required mark to the label.
      const field = page.getByLabel(new RegExp(`^${label}\\s*\\*?$`));
      await field.fill('');
      await field.blur();
      await page.getByText(message, { exact: true }).waitFor();
      await field.fill('Algo');
      await field.blur();
      expect(await page.getByText(message, { exact: true }).count()).toBe(0);
    }

    const users = page.getByLabel('Número de usuarios');
    for (const wrong of ['0', '']) {
      await users.fill(wrong);
      await users.blur();
      await page.getByText('Debe haber al menos 1 usuario en la suscripción.', { exact: true }).waitFor();
    }
    await context.close();
  });

  it('prices 1, 5 and 12 users monthly with 21 % VAT, and explains card payment is not configured', async () => {
    const { context, page } = await signedIn(browser());
    await page.goto('/subscribe');
    const price = page.getByRole('status', { name: 'Precio mensual' });
    const users = page.getByLabel('Número de usuarios');
    const expected: [string, string][] = [
      ['1', '1 usuario al mes 45,00 € IVA (21 %) 9,45 € Total al mes 54,45 €'],
      ['5', '5 usuarios al mes 150,00 € IVA (21 %) 31,50 € Total al mes 181,50 €'],
      ['12', '12 usuarios al mes 300,00 € IVA (21 %) 63,00 € Total al mes 363,00 €'],
    ];
    for (const [count, lines] of expected) {
      await users.fill(count);
      await expect.poll(async () => text((await price.locator('p').allTextContents()).join(' '))).toBe(lines);
    }

    const tiers = page.getByRole('table', { name: 'Precios' });
    const cells = (await tiers.getByRole('cell').allTextContents()).map(text);
    expect(cells).toEqual([
      '1 usuario',
      '45,00 €',
      '450,00 €',
      'De 2 a 10 usuarios (cada uno)',
      '30,00 €',
      '300,00 €',
      'Más de 10 usuarios (cada uno)',
      '25,00 €',
      '250,00 €',
    ]);

    await page.getByText('Pago con tarjeta no configurado').waitFor();
    const contact = page.getByRole('link', { name: inject('contactEmail') });
    expect(await contact.getAttribute('href')).toBe(`mailto:${inject('contactEmail')}`);
    expect(await page.getByRole('button', { name: 'Suscribirme' }).isDisabled()).toBe(true);
    await context.close();
  });
});
