import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type Account, signInThroughForm, uniqueEmail } from './support/accounts';
import { allowFailedCall, browserForFile, flash, newVisitor } from './support/browser';
import { linkIn, nextMail } from './support/mailbox';

// The whole life of an account against the real server, its e-mail caught by a real SMTP receiver.
const browser = browserForFile();

async function openAccountPage(page: Page) {
  await page.locator('header').getByRole('button', { name: 'Menú de la cuenta' }).click();
  await page.getByRole('menuitem', { name: 'Cuenta' }).click();
  await page.getByRole('heading', { level: 1, name: 'Cuenta de usuario' }).waitFor();
}

describe('an account, from sign-up to sign-out', () => {
  it('signs up, confirms by e-mail, signs in, renames, changes the password and signs out', async () => {
    allowFailedCall(
      401,
      '/auth/sign_in',
      'signing in unconfirmed, and with the old password, is refused on purpose',
    );
    allowFailedCall(422, '/auth/', 'the wrong current password is refused on purpose');
    allowFailedCall(401, '/v1/user', "the second device's session ends on purpose with the password change");
    const account: Account = { name: 'Ana Prueba', email: uniqueEmail('alta'), password: 'primera-1' };
    const { context, page } = await newVisitor(browser(), { cookiesAccepted: true });

    await page.goto('/sign_up');
    await page.getByText('Prueba gratuita de 15 días').waitFor();
    // Client-side validation, with the server's own rules and words.
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await page.getByText('El nombre es obligatorio').waitFor();
    await page.getByLabel('Nombre').fill(account.name);
    await page.getByLabel('Correo electrónico').fill('no-es-un-correo');
    await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill('corta');
    await page.getByLabel('Confirma la contraseña').fill('corta');
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await page.getByText('El correo electrónico no es válido').waitFor();
    await page.getByText('La contraseña debe tener entre 6 y 35 caracteres').waitFor();

    await page.getByLabel('Correo electrónico').fill(account.email);
    await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(account.password);
    await page.getByLabel('Confirma la contraseña').fill(account.password);
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await page
      .getByText(`Hemos enviado un correo a ${account.email} con un enlace para verificar tu cuenta.`)
      .waitFor();

    // Signing in before confirming is refused with the server's reason.
    await page.goto('/sign_in');
    await page.getByLabel('Correo electrónico').fill(account.email);
    await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await flash(page, 'Tienes que confirmar tu cuenta antes de iniciar sesión.').waitFor();

    const confirmation = await nextMail(account.email);
    expect(confirmation.subject).toBe('Confirma tu cuenta de Licitaciones');
    await page.goto(linkIn(confirmation, '/auth/confirmation'));
    await page.waitForURL('**/sign_in');
    await flash(page, '¡Enhorabuena! Tu cuenta ha sido confirmada, puede iniciar sesión.').waitFor();

    await signInThroughForm(page, account);
    await flash(page, '¡Bienvenido! Te has conectado correctamente.').waitFor();
    await page.getByRole('tab', { name: 'Buscar' }).waitFor();
    expect(await page.locator('header').getByText('Prueba: 15 días').isVisible()).toBe(true);
    // Remembered in storage and in a cookie.
    expect(await page.evaluate(() => localStorage.getItem('licitaciones.session'))).toContain(account.email);
    expect((await context.cookies()).map((c) => c.name)).toContain('licitaciones_session');

    await openAccountPage(page);
    await page.getByText('Te quedan 15 días de prueba gratuita.').waitFor();
    await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Ana María Prueba');
    await page.getByRole('button', { name: 'Guardar nombre' }).click();
    await flash(page, 'Tu nombre se ha actualizado correctamente.').waitFor();
    await page.getByText('Ana María Prueba', { exact: true }).waitFor();

    // A second device signed in as the same user…
    const phone = await newVisitor(browser(), { cookiesAccepted: true });
    await signInThroughForm(phone.page, account);

    await page.getByLabel('Contraseña actual').fill('no-es-esta');
    await page.getByLabel('Nueva contraseña').fill('segunda-2');
    await page.getByLabel('Confirma la contraseña').fill('segunda-2');
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await page.getByText('No es correcta').waitFor();
    await page.getByLabel('Contraseña actual').fill(account.password);
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await flash(page, 'Tu contraseña se ha cambiado correctamente.').waitFor();
    expect(await page.getByLabel('Contraseña actual').inputValue()).toBe('');

    // …is signed out on its next call, while this one keeps its fresh session.
    await phone.page.reload();
    await phone.page.waitForURL('**/inicio');
    await phone.page.locator('header').getByRole('link', { name: 'Iniciar sesión' }).waitFor();
    await phone.context.close();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Cuenta de usuario' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/user');

    await page.locator('header').getByRole('button', { name: 'Menú de la cuenta' }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await page.waitForURL('**/inicio');
    await flash(page, 'Te has desconectado correctamente. ¡Hasta la próxima!').waitFor();

    // The old password no longer opens the account; the new one does.
    await page.goto('/sign_in');
    await page.getByLabel('Correo electrónico').fill(account.email);
    await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await flash(page, 'Usuario y/o contraseña incorrectos').waitFor();
    await signInThroughForm(page, { email: account.email, password: 'segunda-2' });
    await context.close();
  });
});
