import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { signInAs } from '../../../test/factories';
import { testHttp } from '../../../test/http';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { call, newUser } = testHttp(() => t);
const compactOf = async (headers: Awaited<ReturnType<typeof newUser>>['headers']) =>
  (await call('GET', '/v1/user', headers)).json().compact_results;

describe("PUT /v1/user/preferences ('Vista compacta')", () => {
  it('is kept on the account: another device of the user sees it, another user does not', async () => {
    const user = await newUser();
    const other = await newUser();
    expect(await compactOf(user.headers)).toBe(false);

    const saved = await call('PUT', '/v1/user/preferences', user.headers, { compact_results: true });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ id: user.id, compact_results: true });

    // A second sign-in is another device: it reads the choice from the account.
    const laptop = await signInAs(t.app, user.user);
    expect(await compactOf(laptop)).toBe(true);
    expect(await compactOf(other.headers)).toBe(false);

    // The other user's choice leaves the first one's alone, both ways.
    await call('PUT', '/v1/user/preferences', other.headers, { compact_results: true });
    await call('PUT', '/v1/user/preferences', user.headers, { compact_results: false });
    expect(await compactOf(laptop)).toBe(false);
    expect(await compactOf(other.headers)).toBe(true);
  });

  it('needs a session and a yes or no, answered in Spanish', async () => {
    const user = await newUser();
    const signedOut = await call('PUT', '/v1/user/preferences', null, { compact_results: true });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().message).toBe('Necesitas iniciar sesión para continuar.');

    const bad = await call('PUT', '/v1/user/preferences', user.headers, { compact_results: 'sí' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      {
        field: 'body.compact_results',
        message: expect.stringMatching(/^Entrada inválida: se esperaba booleano/),
      },
    ]);
    const empty = await call('PUT', '/v1/user/preferences', user.headers, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual([
      { field: 'body', message: 'Indica compact_results o recommendations' },
    ]);
    expect(await compactOf(user.headers)).toBe(false);
  });

  it("switches 'Recomendadas para ti' (off by default) without touching the compact view", async () => {
    const user = await newUser();
    await call('PUT', '/v1/user/preferences', user.headers, { compact_results: true });
    expect((await call('GET', '/v1/user', user.headers)).json().recommendations).toBe(false);
    const on = await call('PUT', '/v1/user/preferences', user.headers, { recommendations: true });
    expect(on.json()).toMatchObject({ recommendations: true, compact_results: true });
    const off = await call('PUT', '/v1/user/preferences', user.headers, { recommendations: false });
    expect(off.json()).toMatchObject({ recommendations: false, compact_results: true });
  });
});
