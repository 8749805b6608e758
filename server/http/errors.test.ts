import { DrizzleQueryError } from 'drizzle-orm/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../errors';
import { createTestApp, type TestApp } from '../test/app';

// Routes that exist only in this test, to drive each branch of the one error handler.
const probeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/test-probe',
    { schema: { body: z.object({ name: z.string().min(1), amount: z.object({ from: z.number() }) }) } },
    async (request) => ({ ok: request.body.name }),
  );
  app.get('/v1/test-probe/bug', async () => {
    throw new Error('secret internal detail at /srv/licitaciones/db.ts:42');
  });
  app.get('/v1/test-probe/database-gone', async () => {
    // What Drizzle throws when PostgreSQL ended the session (pg_terminate_backend, a restart).
    const terminated = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    throw new DrizzleQueryError('select 1', [], terminated);
  });
  app.get('/v1/test-probe/conflict', async () => {
    throw new AppError('conflict', 'Ya existe una alerta con ese nombre');
  });
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.register(probeRoutes);
});
afterAll(() => t.close());

describe('error handling', () => {
  it('answers a malformed body with 400 naming each wrong field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/test-probe',
      payload: { name: '', amount: { from: 'x' } },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('validation_failed');
    expect(body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'body.amount.from',
      'body.name',
    ]);
    expect(body.message).toContain('body.name');
  });

  it('answers invalid JSON with a 400 in Spanish, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/test-probe',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'bad_request',
      message: 'El cuerpo de la petición no es JSON válido.',
    });
  });

  it('answers an oversized body with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/test-probe',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024), amount: { from: 1 } }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('payload_too_large');
  });

  it('maps an AppError code to its status and keeps its message', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/test-probe/conflict' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      statusCode: 409,
      code: 'conflict',
      message: 'Ya existe una alerta con ese nombre',
    });
  });

  it('hides the internals of a bug behind a generic 500', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/test-probe/bug' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret');
    expect(res.body).not.toContain('db.ts');
    expect(res.json()).toEqual({
      statusCode: 500,
      code: 'internal',
      message: 'Se ha producido un error interno. Por favor, inténtelo de nuevo más tarde.',
    });
  });

  it('answers a lost database connection with 503 and a Spanish "try again", not a 500', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/test-probe/database-gone' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      statusCode: 503,
      code: 'unavailable',
      message: 'Servicio no disponible temporalmente, inténtalo de nuevo en unos segundos',
    });
  });

  it('answers an unknown route with a JSON 404 and a request id header', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/nothing-here?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      statusCode: 404,
      code: 'not_found',
      message: 'No existe la ruta GET /v1/nothing-here',
    });
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('echoes a caller-supplied request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': 'abc-123' } });
    expect(res.headers['x-request-id']).toBe('abc-123');
  });
});

describe('API reference', () => {
  it('serves the OpenAPI document and the browsable reference at /api/docs', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    expect(doc.json().paths['/health']).toBeDefined();
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });
});
