import { describe, expect, it } from 'vitest';
import { browserForFile, newVisitor } from './support/browser';

const browser = browserForFile();

describe('flash messages', () => {
  it('congratulates on a confirmed account and vanishes after about 3 seconds', async () => {
    const { context, page } = await newVisitor(browser());
    await page.goto('/sign_in?account_confirmation_success=true');

    const message = page.getByRole('status').filter({
      hasText: '¡Enhorabuena! Tu cuenta ha sido confirmada, puede iniciar sesión.',
    });
    await message.waitFor();
    const shownAt = Date.now();
    expect(await message.getAttribute('data-flash')).toBe('success');
    // The value is consumed, so a reload does not congratulate again.
    expect(new URL(page.url()).search).toBe('');

    await message.waitFor({ state: 'detached', timeout: 8000 });
    const visibleFor = Date.now() - shownAt;
    expect(visibleFor).toBeGreaterThan(2000);
    expect(visibleFor).toBeLessThan(5000);
    await context.close();
  });

  it('can be closed before it times out', async () => {
    const { context, page } = await newVisitor(browser());
    await page.goto('/sign_in?account_confirmation_success=true');
    const message = page.locator('[data-flash="success"]');
    await message.waitFor();
    await message.getByRole('button', { name: 'Cerrar mensaje' }).click();
    await message.waitFor({ state: 'detached', timeout: 1000 });
    await context.close();
  });
});
