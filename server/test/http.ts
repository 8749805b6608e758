import type { TestApp } from './app';
import { type AuthHeaders, createUser, signInAs } from './factories';

/**
 * Calls to the in-process test app (Fastify's inject, no socket) and signed-in users for them.
 * For a server started as a process, over real HTTP, see ./http-client.ts.
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `app` is read at each call, so a test file can call this before its `beforeAll` builds the app. */
export function testHttp(app: () => TestApp) {
  /** One request; `headers` null means signed out, and a payload is sent only when given. */
  const call = (method: Method, url: string, headers: AuthHeaders | null, payload?: object) =>
    app().app.inject({
      method,
      url,
      ...(headers ? { headers } : {}),
      ...(payload === undefined ? {} : { payload }),
    });

  /** A new account, signed in: its id, row and session headers. */
  async function newUser(overrides: Parameters<typeof createUser>[1] = {}) {
    const user = await createUser(app().database.db, overrides);
    return { id: user.id, user, headers: await signInAs(app().app, user) };
  }

  return { call, newUser };
}
