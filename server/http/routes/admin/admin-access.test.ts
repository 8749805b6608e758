import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createUser, signInAs } from '../../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
});
afterAll(() => t.close());

type Operations = Record<string, Record<string, { tags?: string[] }>>;

/** Every operation the API documents under the 'admin' tag, with its path parameters filled in. */
function adminOperations(): { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string }[] {
  const paths = (t.app.swagger() as { paths: Operations }).paths;
  return Object.entries(paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([, operation]) => operation.tags?.includes('admin'))
      .map(([method]) => ({
        method: method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'DELETE',
        url: path
          .replace('{name}', 'heartbeat')
          .replace('{id}', path.includes('/runs/') ? '00000000-0000-4000-8000-000000000000' : '1')
          .replace(/\{\w+\}/g, '1'),
      })),
  );
}

describe('admin calls', () => {
  it('answer 401 signed out and 403 to a normal user, on every admin route', async () => {
    const operations = adminOperations();
    // The issue 9 calls: the list must not silently lose one (a route without the tag).
    expect(operations.map((o) => `${o.method} ${o.url}`)).toEqual(
      expect.arrayContaining([
        'GET /v1/users',
        'GET /v1/users/1',
        'POST /v1/users/1/activate',
        'PUT /v1/users/1/admin',
        'GET /v1/users/1/alerts',
        'GET /v1/users/1/project_subscriptions',
        'GET /v1/users/1/party_subscriptions',
        'GET /v1/users/1/project_subscriptions/1/notifications',
        'GET /v1/users/1/party_subscriptions/1/notifications',
        'GET /v1/users/1/alerts/1/notifications',
        'POST /auth/invitation',
        'POST /v1/admin/jobs/heartbeat/run',
        'GET /v1/admin/jobs',
        'POST /v1/admin/jobs/heartbeat/runs/00000000-0000-4000-8000-000000000000/retry',
        'DELETE /v1/admin/jobs/heartbeat/runs/00000000-0000-4000-8000-000000000000',
        'POST /v1/admin/subscriptions',
        'PUT /v1/admin/subscriptions/1',
        'DELETE /v1/admin/subscriptions/1',
        'POST /v1/admin/subscriptions/1/user',
        'DELETE /v1/admin/subscriptions/1/user/1',
      ]),
    );
    const user = await signInAs(t.app, await createUser(t.database.db));
    for (const { method, url } of operations) {
      const payload = method === 'GET' ? undefined : {};
      const anonymous = await t.app.inject({ method, url, payload });
      expect(anonymous.statusCode, `${method} ${url} signed out`).toBe(401);
      const normal = await t.app.inject({ method, url, payload, headers: user });
      expect(normal.statusCode, `${method} ${url} as a user`).toBe(403);
    }
  });
});
