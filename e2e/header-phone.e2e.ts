import { beforeAll, describe, expect, it } from 'vitest';
import { type Account, createAccount, signedIn } from './support/accounts';
import { browserForFile } from './support/browser';
import { screenshots } from './support/screenshots';

const browser = browserForFile();
let user: Account;
beforeAll(async () => {
  user = await createAccount('cabecera-con-un-correo-largo');
});

describe('the account menu in the header and the account card', () => {
  it('shows initials drawn by the app: alone on a phone, beside the whole e-mail on a wider screen', async () => {
    const { context, page } = await signedIn(browser(), user);
    const menu = page.getByRole('banner').getByRole('button', { name: 'Menú de la cuenta' });
    await menu.waitFor();
    // Ana Prueba: 'AP', no picture fetched.
    expect((await menu.textContent())?.startsWith('AP')).toBe(true);
    expect(await menu.locator('img').count()).toBe(0);
    const email = menu.getByText(user.email, { exact: true });
    expect(await email.isVisible()).toBe(true);

    await page.setViewportSize({ width: 390, height: 844 });
    // No cut address on a phone: the initials alone, the whole menu inside the screen.
    await email.waitFor({ state: 'hidden' });
    const box = (await menu.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await menu.click();
    await page.getByRole('menuitem', { name: 'Cuenta' }).waitFor();
    await screenshots(page, 'header-account-menu');
    await page.keyboard.press('Escape');

    await page.goto('/user');
    await page.getByRole('heading', { level: 1, name: 'Cuenta de usuario' }).waitFor();
    const card = page.getByText('AP', { exact: true }).first();
    expect(await card.isVisible()).toBe(true);
    expect(await page.locator('main img').count()).toBe(0);
    await screenshots(page, 'account-page');
    await context.close();
  });
});
