import { expect } from 'vitest';
import type { JobRun, RunJobResponse } from '../../common/api/admin-jobs';
import { linkIn, type MailCatcher } from './mail-catcher';

/** An answer of 400 or more from a server under test. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`HTTP ${status}: ${body}`);
  }
}

/** The session headers the app sends on every call once signed in. */
export type Session = Record<string, string>;

/** One call to a running server over real HTTP; answers its JSON (undefined for 204). */
export async function callApi<T = unknown>(
  baseUrl: string,
  method: string,
  path: string,
  body?: unknown,
  session: Session = {},
): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: body === undefined ? session : { 'content-type': 'application/json', ...session },
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: 'manual',
  });
  if (response.status >= 400) throw new HttpError(response.status, await response.text());
  return (response.status === 204 ? undefined : await response.json()) as T;
}

export async function signIn(
  baseUrl: string,
  account: { email: string; password: string },
): Promise<Session> {
  const response = await fetch(`${baseUrl}/auth/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (!response.ok) throw new HttpError(response.status, await response.text());
  return Object.fromEntries(['access-token', 'client', 'uid'].map((h) => [h, response.headers.get(h) ?? '']));
}

/**
 * Signs up through POST /auth and opens the link of the confirmation e-mail the SMTP receiver got
 * (on `baseUrl`: the link names the server's PUBLIC_URL, which may be another web process).
 */
export async function signUp(
  baseUrl: string,
  mail: MailCatcher,
  account: { name: string; email: string; password: string },
  publicUrl = baseUrl,
): Promise<void> {
  await callApi(baseUrl, 'POST', '/auth', { ...account, password_confirmation: account.password });
  const link = new URL(linkIn(await mail.next(account.email), `${publicUrl}/auth/confirmation`));
  const response = await fetch(`${baseUrl}${link.pathname}${link.search}`, { redirect: 'manual' });
  expect(response.headers.get('location')).toBe('/sign_in?account_confirmation_success=true');
}

/** Enqueues a job through the admin call (POST /v1/admin/jobs/{name}/run); answers its run id. */
export async function startJob(baseUrl: string, admin: Session, name: string, payload: object = {}) {
  const { id } = await callApi<RunJobResponse>(baseUrl, 'POST', `/v1/admin/jobs/${name}/run`, payload, admin);
  return id;
}

/** Follows a run with GET /v1/admin/jobs/{name}/runs/{id} until a worker completed it. */
export async function jobCompleted(
  baseUrl: string,
  admin: Session,
  name: string,
  id: string,
  timeout = 60_000,
) {
  const runOf = () => callApi<JobRun>(baseUrl, 'GET', `/v1/admin/jobs/${name}/runs/${id}`, undefined, admin);
  const deadline = Date.now() + timeout;
  let run = await runOf();
  while (run.state !== 'completed' && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    run = await runOf();
  }
  expect(run.state, `${name}: ${JSON.stringify(run.output)}`).toBe('completed');
  return run;
}

/** Runs a job now through the admin API and waits until a worker completed it. */
export async function runJob(baseUrl: string, admin: Session, name: string, payload: object = {}) {
  return jobCompleted(baseUrl, admin, name, await startJob(baseUrl, admin, name, payload));
}
