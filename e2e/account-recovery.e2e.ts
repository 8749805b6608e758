import { describe, expect, it } from 'vitest';
import { createAccount, inviteAsAdmin, signInThroughForm, uniqueEmail } from './support/accounts';
import { allowFailedCall, browserForFile, flash, newVisitor } from './support/browser';
import { linkIn, nextMail } from './support/mailbox';

// Forgotten password, invitation, cancellation and a sign-up with a taken address, against the real server and SMTP.
const browser = browserForFile();

describe('accounts, the other ways in and out', () => {
  it('resets a forgotten password through the e-mailed link and signs in with it', async () => {
    const account = await createAccount('olvido');
    const { context, page } = await newVisitor(browser(), { cookiesAccepted: true });
    await page.goto('/sign_in');
    await page.getByRole('link', { name: '¿Has olvidado tu contraseña?' }).click();
    await page.waitForURL('**/recover_password');
    await page.getByLabel('Correo electrónico').fill(account.email);
    await page.getByRole('button', { name: 'Enviar instrucciones' }).click();
    await page
      .getByText(`Hemos enviado un correo a ${account.email} con instrucciones para cambiar tu contraseña.`)
      .waitFor();

    const mail = await nextMail(account.email);
    expect(mail.subject).toBe('Instrucciones para cambiar tu contraseña');
    await page.goto(linkIn(mail, '/reset_password'));
    await page.getByLabel('Nueva contraseña').fill('recuperada-1');
    await page.getByLabel('Confirma la contraseña').fill('recuperada-2');
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await page.getByText('La confirmación no coincide con la contraseña').waitFor();
    await page.getByLabel('Confirma la contraseña').fill('recuperada-1');
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();

    await page.waitForURL('**/sign_in');
    await flash(page, 'Tu contraseña se ha cambiado correctamente. Ya puedes iniciar sesión.').waitFor();
    await signInThroughForm(page, { email: account.email, password: 'recuperada-1' });
    await context.close();
  });

  it('accepts an invitation link once, then signs in', async () => {
    allowFailedCall(422, '/auth/invitation', 'the invitation link is used a second time on purpose');
    const email = uniqueEmail('invitada');
    await inviteAsAdmin(email);
    const mail = await nextMail(email);
    expect(mail.subject).toBe('Te han invitado a Licitaciones');
    const link = linkIn(mail, '/invitacion');

    const { context, page } = await newVisitor(browser(), { cookiesAccepted: true });
    await page.goto(link);
    await page.getByLabel('Nombre').fill('Inés Invitada');
    await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill('invitada-1');
    await page.getByLabel('Confirma la contraseña').fill('invitada-1');
    await page.getByRole('button', { name: 'Aceptar invitación' }).click();
    await page.waitForURL('**/sign_in');
    await flash(page, 'Te has registrado correctamente. Ya puedes iniciar sesión.').waitFor();

    // The link works once.
    await page.goto(link);
    await page.getByLabel('Nombre').fill('Otra Persona');
    await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill('otra-clave');
    await page.getByLabel('Confirma la contraseña').fill('otra-clave');
    await page.getByRole('button', { name: 'Aceptar invitación' }).click();
    await flash(
      page,
      'No se ha podido procesar tu invitación. Inténtalo más tarde o contacta con nosotros.',
    ).waitFor();

    await signInThroughForm(page, { email, password: 'invitada-1' });
    await context.close();
  });

  it('cancels the account only with the word confirmar, then is signed out to /sign_in', async () => {
    allowFailedCall(401, '/auth/sign_in', 'the cancelled account signs in on purpose, refused');
    const account = await createAccount('baja');
    const { context, page } = await newVisitor(browser(), { cookiesAccepted: true });
    await signInThroughForm(page, account);
    await page.goto('/user');

    const word = page.getByLabel('Escribe «confirmar» para cancelar la cuenta');
    await word.fill('Confirmar');
    await page.getByRole('button', { name: 'Cancelar cuenta' }).click();
    await page.getByText('Debes introducir la palabra confirmar para poder cancelar la cuenta').waitFor();
    expect(new URL(page.url()).pathname).toBe('/user');

    await word.fill('confirmar');
    await page.getByRole('button', { name: 'Cancelar cuenta' }).click();
    await page.waitForURL('**/sign_in');
    await flash(page, 'Tu cuenta se ha cancelado.').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('licitaciones.session'))).toBeNull();

    await page.getByLabel('Correo electrónico').fill(account.email);
    await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await flash(page, 'Usuario y/o contraseña incorrectos').waitFor();
    await context.close();
  });

  it('answers a sign-up with a taken address as a new one, and tells the address owner by e-mail', async () => {
    const account = await createAccount('repetida');
    const { context, page } = await newVisitor(browser(), { cookiesAccepted: true });
    await page.goto('/sign_up');
    await page.getByLabel('Nombre').fill('Otra Ana');
    await page.getByLabel('Correo electrónico').fill(account.email);
    await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill('cualquiera-1');
    await page.getByLabel('Confirma la contraseña').fill('cualquiera-1');
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await page
      .getByText(
        `Te has registrado correctamente. Hemos enviado un correo a ${account.email} con un enlace para verificar tu cuenta.`,
      )
      .waitFor();
    const mail = await nextMail(account.email);
    expect(mail.subject).toBe('Alguien ha intentado registrarse con tu correo');
    await page.goto(linkIn(mail, '/recover_password'));
    await page.getByRole('button', { name: 'Enviar instrucciones' }).waitFor();
    await context.close();
  });
});
