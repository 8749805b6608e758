import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineRoute } from '../../common/api/contract';
import {
  type AccountResources,
  createAccountWithResources,
  sampleRequest,
  sessionOf,
} from '../test/account-resources';
import { createTestApp, type TestApp } from '../test/app';
import { createUser } from '../test/factories';
import { documentedOperations, type Operation, urlOf } from '../test/openapi-operations';
import { PUBLIC_OPERATIONS } from '../test/public-operations';
import { routeOf } from './contract-route';
import { declareRouteAccess } from './route-access';

let t: TestApp;
let resources: AccountResources;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  resources = await createAccountWithResources(t.database.db, 'acceso');
});
afterAll(async () => {
  await t.close();
});

const nameOf = (o: Operation) => `${o.method} ${o.path}`;

async function call(operation: Operation, headers: Record<string, string> = {}) {
  const { path, query, body } = sampleRequest(operation, resources);
  return t.app.inject({
    method: operation.method,
    url: urlOf(operation.path, path, query),
    headers,
    ...(body === undefined ? {} : { payload: body }),
  });
}

describe('who may call each documented operation', () => {
  it('every operation but the public list answers 401 without a session', async () => {
    const operations = documentedOperations(t.app);
    const documented = operations.map(nameOf);
    expect(PUBLIC_OPERATIONS.filter((name) => !documented.includes(name))).toEqual([]);
    const open: string[] = [];
    for (const operation of operations) {
      if (PUBLIC_OPERATIONS.includes(nameOf(operation))) continue;
      const res = await call(operation);
      if (res.statusCode !== 401) open.push(`${nameOf(operation)} → ${res.statusCode}`);
    }
    console.info(
      `route access: ${operations.length} operations, ${PUBLIC_OPERATIONS.length} public, ` +
        `${operations.length - PUBLIC_OPERATIONS.length - open.length} answered 401 signed out`,
    );
    expect(open).toEqual([]);
  });

  it('every admin operation answers 403 to a user with tender access, and no other one does', async () => {
    const forbidden: string[] = [];
    const admin: string[] = [];
    for (const operation of documentedOperations(t.app)) {
      if (operation.tags.includes('admin')) admin.push(nameOf(operation));
      // A new user per call (on a trial, so with tender access): an operation may delete its
      // account or change its password.
      const res = await call(operation, await sessionOf(t.database.db, await createUser(t.database.db)));
      if (res.statusCode === 403 && res.json().code === 'forbidden') forbidden.push(nameOf(operation));
    }
    expect(admin.length).toBeGreaterThan(20);
    expect(forbidden.sort()).toEqual(admin.sort());
  });
});

describe('a route that declares no access', () => {
  const olvidada = defineRoute({
    method: 'GET',
    path: '/v1/olvidada',
    access: 'public',
    summary: 'Prueba',
    tags: ['prueba'],
    response: {},
  });

  it('stops the app from starting, naming the route', async () => {
    const app = Fastify();
    const started = app.register(async (scope) => {
      declareRouteAccess(scope);
      scope.get('/v1/olvidada', async () => 'abierta');
    });
    await expect(started).rejects.toThrow('La ruta GET /v1/olvidada no declara quién puede llamarla');
  });

  it('an unknown access kind stops it too', async () => {
    const app = Fastify();
    const started = app.register(async (scope) => {
      declareRouteAccess(scope);
      const rara = defineRoute({ ...olvidada, path: '/v1/rara', access: 'everyone' as never });
      scope.route({ ...routeOf(rara), handler: async () => 'abierta' });
    });
    await expect(started).rejects.toThrow('declara un acceso desconocido');
  });

  it('a route registered under another path than its contract stops it too', async () => {
    const app = Fastify();
    const started = app.register(async (scope) => {
      declareRouteAccess(scope);
      scope.route({ ...routeOf(olvidada, '/v1/otra'), handler: async () => 'abierta' });
    });
    await expect(started).rejects.toThrow('La ruta GET /v1/otra no es la de su contrato (GET /v1/olvidada)');
  });
});
