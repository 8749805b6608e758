import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { type AuthHeaders, createUser, signInAs } from '../test/factories';
import { testHttp } from '../test/http';

let t: TestApp;
let user: AuthHeaders;
beforeAll(async () => {
  t = await createTestApp();
  user = await signInAs(t.app, await createUser(t.database.db));
});
afterAll(() => t.close());

const { call } = testHttp(() => t);

describe('Cache-Control', () => {
  it('is no-store on what a signed-in user is answered, errors included', async () => {
    const answers = [
      await call('GET', '/v1/user', user),
      await call('POST', '/v1/procurement/search', user, { searchTerms: 'obras' }),
      await call('GET', '/v1/alerts', user),
      await call('GET', '/v1/user/calendar', user),
      await call('POST', '/v1/alerts', user, { name: '' }),
      await call('GET', '/v1/no-existe', user),
      await call('GET', '/health', user),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 422, 404, 200]);
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('is no-store on the signed-out account calls too', async () => {
    const wrong = await call('POST', '/auth/sign_in', null, { email: 'nadie@example.com', password: 'x' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers['cache-control']).toBe('no-store');
  });

  it("keeps a route's own choice, and leaves public answers without a session alone", async () => {
    const { url } = (await call('GET', '/v1/user/calendar', user)).json();
    const calendar = await call('GET', new URL(url).pathname, null);
    expect(calendar.statusCode).toBe(200);
    expect(calendar.headers['cache-control']).toBe('private, no-cache');
    for (const path of ['/health', '/api/docs/json']) {
      const res = await call('GET', path, null);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control'], path).toBeUndefined();
    }
  });
});
