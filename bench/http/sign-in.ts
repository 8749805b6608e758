import type { Target } from './targets';

export async function json<T>(res: Response): Promise<T> {
  if (!res.ok) throw new Error(`${res.url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Signs the target's account in: the session headers every later request carries. */
export async function signIn(target: Target): Promise<Record<string, string>> {
  const signIn = await fetch(`${target.server.baseUrl}/auth/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(target.account),
  });
  await json(signIn);
  return Object.fromEntries(
    ['access-token', 'client', 'uid'].map((name) => [name, signIn.headers.get(name) ?? '']),
  );
}
