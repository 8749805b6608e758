import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineRoute } from '../../common/api/contract';
import { ALERT_ROUTES } from '../../common/api/routes/alerts';
import { AUTH_ROUTES } from '../../common/api/routes/auth';
import { ApiError } from './api-error';
import { api, setResponseHandlers } from './client';
import { readTokens, type SessionTokens, saveTokens } from './session';

const session: SessionTokens = {
  'access-token': 'tok-1',
  client: 'client-1',
  uid: 'ana@example.com',
  expiry: String(Math.floor(Date.now() / 1000) + 3600),
  'token-type': 'Bearer',
};

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

const fetchMock = vi.fn<typeof fetch>();
const forbidden = vi.fn();
const sessionRejected = vi.fn();

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
  vi.stubGlobal('document', { cookie: '' });
  vi.stubGlobal('location', { protocol: 'http:' });
  vi.stubGlobal('fetch', fetchMock);
  setResponseHandlers({ forbidden, sessionRejected });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('api client', () => {
  it('sends the session headers and a JSON body, and validates the answer', async () => {
    saveTokens(session);
    fetchMock.mockResolvedValueOnce(json(200, { id: 7 }));
    const create = defineRoute({
      method: 'POST',
      path: '/v1/things',
      access: 'signed-in',
      summary: 'Crear',
      tags: ['cosas'],
      body: z.object({ name: z.string() }),
      response: { 201: z.object({ id: z.number() }) },
    });
    const result = await api.call(create, { body: { name: 'x' } });

    expect(result).toEqual({ id: 7 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/v1/things');
    expect(init?.headers).toMatchObject({
      'access-token': 'tok-1',
      client: 'client-1',
      uid: 'ana@example.com',
    });
    expect(init?.body).toBe('{"name":"x"}');
  });

  it('puts query values in the URL, repeating arrays and skipping empty ones', async () => {
    fetchMock.mockResolvedValueOnce(json(200, {}));
    await api.get('/v1/notifications', { query: { page: 2, ids: [1, 2], empty: undefined } });
    expect(fetchMock.mock.calls[0]![0]).toBe('/v1/notifications?page=2&ids=1&ids=2');
  });

  it('stores a renewed expiry from the response headers', async () => {
    saveTokens(session);
    fetchMock.mockResolvedValueOnce(json(200, {}, { expiry: '2100000000' }));
    await api.get('/v1/user');
    expect(readTokens()?.expiry).toBe('2100000000');
  });

  it('throws an ApiError with the server error body', async () => {
    const body = {
      statusCode: 400,
      code: 'validation_failed',
      message: 'Datos no válidos',
      errors: [{ field: 'body.name', message: 'El nombre es obligatorio' }],
    };
    fetchMock.mockResolvedValueOnce(json(400, body));
    const error = await api.call(ALERT_ROUTES.create, { body: {} as never }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).body).toEqual(body);
    expect((error as ApiError).fieldErrors).toEqual(body.errors);
  });

  it('gives a typed error for answers that are not the API error body', async () => {
    fetchMock.mockResolvedValueOnce(new Response('Bad gateway', { status: 502 }));
    const error = (await api.get('/v1/user').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(502);
    expect(error.code).toBe('internal');
  });

  it('reports every 403 so the app can go to the account page', async () => {
    fetchMock.mockResolvedValueOnce(
      json(403, { statusCode: 403, code: 'subscription_required', message: 'Necesitas una suscripción' }),
    );
    await expect(api.get('/v1/notifications')).rejects.toBeInstanceOf(ApiError);
    expect(forbidden).toHaveBeenCalledOnce();
  });

  it('drops a session the server rejects with 401', async () => {
    saveTokens(session);
    fetchMock.mockResolvedValueOnce(
      json(401, { statusCode: 401, code: 'unauthorized', message: 'Inicia sesión' }),
    );
    await expect(api.get('/v1/user')).rejects.toBeInstanceOf(ApiError);
    expect(readTokens()).toBeNull();
    expect(sessionRejected).toHaveBeenCalledOnce();
  });

  it('sends explicit headers instead of the stored session, which a 401 then leaves alone', async () => {
    saveTokens(session);
    fetchMock.mockResolvedValueOnce(
      json(422, { statusCode: 422, code: 'unprocessable', message: 'Enlace caducado' }),
    );
    const link = { 'access-token': 'reset-tok', client: 'reset', uid: 'ana@example.com' };
    await expect(
      api.call(AUTH_ROUTES.resetPassword, { headers: link, body: {} as never }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(fetchMock.mock.calls[0]![1]?.headers).toMatchObject(link);

    fetchMock.mockResolvedValueOnce(json(401, { statusCode: 401, code: 'unauthorized', message: 'No' }));
    await expect(
      api.call(AUTH_ROUTES.resetPassword, { headers: link, body: {} as never }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(readTokens()).toEqual(session);
    expect(sessionRejected).not.toHaveBeenCalled();
  });

  it('turns a network failure into an ApiError', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('fetch failed'));
    const error = (await api.get('/v1/user').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe('unavailable');
  });
});

describe('api.call', () => {
  const show = defineRoute({
    method: 'GET',
    path: '/v1/things/:id/parts/:part_id',
    access: 'signed-in',
    summary: 'Una parte',
    tags: ['cosas'],
    params: z.object({ id: z.number(), part_id: z.string() }),
    querystring: z.object({ page: z.number().optional() }),
    response: { 200: z.object({ name: z.string() }), 404: z.object({ error: z.string() }) },
  });
  const remove = defineRoute({
    method: 'DELETE',
    path: '/v1/things/:id',
    access: 'signed-in',
    summary: 'Borrar',
    tags: ['cosas'],
    params: z.object({ id: z.number() }),
    response: { 204: z.null() },
  });

  it('builds the path from the contract, encodes parameters and validates the success answer', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { name: 'rueda' }));
    const answer = await api.call(show, { params: { id: 7, part_id: 'a/b ñ' }, query: { page: 2 } });
    expect(answer).toEqual({ name: 'rueda' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/v1/things/7/parts/a%2Fb%20%C3%B1?page=2');
    expect(init?.method).toBe('GET');
  });

  it('rejects an answer that does not match the contract', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { name: 3 }));
    await expect(api.call(show, { params: { id: 7, part_id: 'x' } })).rejects.toThrow();
  });

  it('answers null for 204 and sends the contract method', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    expect(await api.call(remove, { params: { id: 3 } })).toBeNull();
    expect(fetchMock.mock.calls[0]![1]?.method).toBe('DELETE');
  });
});
