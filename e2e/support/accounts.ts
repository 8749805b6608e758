import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { newVisitor, sharedServer } from './browser';
import { linkIn, nextMail } from './mailbox';
import type { ServerUnderTest } from './server';

export interface Account {
  name: string;
  email: string;
  password: string;
}

let created = 0;

/** An e-mail no other test of the run uses (they all share one server). */
export function uniqueEmail(label: string): string {
  created += 1;
  return `${label}-${Date.now().toString(36)}-${created}@example.com`;
}

async function callApi(
  method: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
  server: Pick<ServerUnderTest, 'baseUrl'> = sharedServer(),
) {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: 'manual',
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response;
}

/**
 * A confirmed account made the way a person makes one, minus the browser: POST /auth, then the
 * link of the confirmation e-mail the real SMTP receiver got.
 */
export async function createAccount(
  label = 'usuario',
  server: ServerUnderTest = sharedServer(),
): Promise<Account> {
  const account = { name: 'Ana Prueba', email: uniqueEmail(label), password: 'clave-e2e-1' };
  await callApi('POST', '/auth', { ...account, password_confirmation: account.password }, {}, server);
  const mail = await nextMail(account.email, server.mailDir);
  const confirmation = await fetch(linkIn(mail, '/auth/confirmation'), {
    redirect: 'manual',
  });
  expect(confirmation.headers.get('location')).toBe('/sign_in?account_confirmation_success=true');
  return account;
}

/**
 * Fills the sign-in form and waits for the dashboard it leads to (`landsOn`: the account page for
 * someone without tender access, whom the dashboard's guard sends there).
 */
export async function signInThroughForm(
  page: Page,
  account: Pick<Account, 'email' | 'password'>,
  landsOn = '**/licitaciones',
) {
  await page.goto('/sign_in');
  await page.getByLabel('Correo electrónico').fill(account.email);
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.waitForURL(landsOn);
}

/** A new browser context signed in, through the form, as `account` (the server's admin by default). */
export async function signedIn(
  browser: Browser,
  account?: Pick<Account, 'email' | 'password'>,
  server: ServerUnderTest = sharedServer(),
): Promise<{ context: BrowserContext; page: Page }> {
  const visitor = await newVisitor(browser, { cookiesAccepted: true, server: server.baseUrl });
  await signInThroughForm(visitor.page, account ?? server.admin);
  return visitor;
}

export type ApiCall = <T = unknown>(method: string, path: string, body?: unknown) => Promise<T>;

/**
 * Calls the API as `account` does from the app: signed in through POST /auth/sign_in, its session
 * headers on every call. Answers each call's JSON; a status of 400 or more throws.
 */
export async function apiAs(
  account: Pick<Account, 'email' | 'password'>,
  server: ServerUnderTest = sharedServer(),
): Promise<ApiCall> {
  const signIn = await callApi('POST', '/auth/sign_in', account, {}, server);
  const session = Object.fromEntries(
    ['access-token', 'client', 'uid'].map((name) => [name, signIn.headers.get(name) ?? '']),
  );
  return async <T>(method: string, path: string, body?: unknown) => {
    const response = await callApi(method, path, body, session, server);
    return (response.status === 204 ? undefined : await response.json()) as T;
  };
}

/** An invitation sent by the run's admin through the real endpoint (POST /auth/invitation). */
export async function inviteAsAdmin(email: string) {
  const asAdmin = await apiAs(inject('admin'));
  await asAdmin('POST', '/auth/invitation', { email });
}
