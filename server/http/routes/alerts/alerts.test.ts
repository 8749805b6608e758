import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Alert, AlertsResponse, CreateAlertBody } from '../../../../common/api/alerts';
import type { ErrorResponse } from '../../../../common/api/errors';
import { createTestApp, type TestApp } from '../../../test/app';
import { type AuthHeaders, createUser, signInAs } from '../../../test/factories';
import { testHttp } from '../../../test/http';
import { createAlertRow } from '../../../test/monitoring-factories';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { call, newUser } = testHttp(() => t);

const valid: CreateAlertBody = {
  name: 'Limpieza viaria',
  searchTerms: 'limpieza viaria -jardines',
  filters: {
    sources: ['placsp', 'menores'],
    status: ['PUB'],
    location: { country: 'ES', regions: ['ES61'] },
  },
};

describe('POST /v1/alerts', () => {
  it('saves the search with daily e-mail by default and answers the alert', async () => {
    const { headers } = await newUser();
    const res = await call('POST', '/v1/alerts', headers, valid);
    expect(res.statusCode, res.body).toBe(201);
    const alert: Alert = res.json();
    expect(alert).toMatchObject({
      name: 'Limpieza viaria',
      searchTerms: 'limpieza viaria -jardines',
      alert_type: 'procurement',
      filters: valid.filters,
      mailing_frequency: 'daily',
      send_email: true,
      starred: false,
      total_notifications: 0,
      last_notification: null,
    });
    const again = await call('GET', `/v1/alerts/${alert.id}`, headers);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(alert);
  });

  it('keeps the frequency, e-mail choice and star it is given', async () => {
    const { headers } = await newUser();
    const res = await call('POST', '/v1/alerts', headers, {
      ...valid,
      mailing_frequency: 'no_email',
      send_email: false,
      starred: true,
    });
    expect(res.json()).toMatchObject({ mailing_frequency: 'no_email', send_email: false, starred: true });
  });
});

describe('alert validation: 422 with one Spanish message per field', () => {
  let headers: AuthHeaders;
  beforeAll(async () => {
    ({ headers } = await newUser());
  });

  const errorsOf = async (payload: object) => {
    const res = await call('POST', '/v1/alerts', headers, payload);
    expect(res.statusCode, res.body).toBe(422);
    const body: ErrorResponse = res.json();
    expect(body.code).toBe('unprocessable');
    return body.errors;
  };

  it('requires a name', async () => {
    expect(await errorsOf({ ...valid, name: '   ' })).toEqual([
      { field: 'name', message: 'El nombre es obligatorio' },
    ]);
  });

  it('requires at least one search word; exclusions and OR alone are not words', async () => {
    for (const searchTerms of ['', '  ', '-jardines', '-"zonas verdes" OR']) {
      expect(await errorsOf({ ...valid, searchTerms })).toEqual([
        { field: 'searchTerms', message: 'Debes introducir al menos una palabra de búsqueda' },
      ]);
    }
  });

  it('requires at least one data source', async () => {
    for (const filters of [{}, { sources: [] }]) {
      expect(await errorsOf({ ...valid, filters })).toEqual([
        { field: 'filters.sources', message: 'Al menos una fuente de datos es necesaria' },
      ]);
    }
  });

  it('lists every problem at once', async () => {
    expect(await errorsOf({})).toEqual([
      { field: 'name', message: 'El nombre es obligatorio' },
      { field: 'searchTerms', message: 'Debes introducir al menos una palabra de búsqueda' },
      { field: 'filters.sources', message: 'Al menos una fuente de datos es necesaria' },
    ]);
  });

  it('answers 400 to malformed JSON and wrong types, naming the field', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/v1/alerts',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(bad.statusCode).toBe(400);
    for (const [payload, field] of [
      [{ ...valid, name: 5 }, 'body.name'],
      [{ ...valid, mailing_frequency: 'monthly' }, 'body.mailing_frequency'],
      [{ ...valid, filters: { sources: ['boletin'] } }, 'body.filters.sources.0'],
      [{ ...valid, starred: 'yes' }, 'body.starred'],
    ] as const) {
      const res = await call('POST', '/v1/alerts', headers, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect((res.json() as ErrorResponse).errors?.map((e) => e.field)).toEqual([field]);
    }
  });

  it('refuses an edit that leaves the alert invalid, and keeps it as it was', async () => {
    const created: Alert = (await call('POST', '/v1/alerts', headers, valid)).json();
    const res = await call('PUT', `/v1/alerts/${created.id}`, headers, { name: '', searchTerms: '-obras' });
    expect(res.statusCode).toBe(422);
    expect((res.json() as ErrorResponse).errors).toEqual([
      { field: 'name', message: 'El nombre es obligatorio' },
      { field: 'searchTerms', message: 'Debes introducir al menos una palabra de búsqueda' },
    ]);
    const sources = await call('PUT', `/v1/alerts/${created.id}`, headers, { filters: { status: ['PUB'] } });
    expect((sources.json() as ErrorResponse).errors).toEqual([
      { field: 'filters.sources', message: 'Al menos una fuente de datos es necesaria' },
    ]);
    expect((await call('GET', `/v1/alerts/${created.id}`, headers)).json()).toEqual(created);
  });
});

describe('PUT and DELETE /v1/alerts/{id}', () => {
  it('changes only the fields sent: the edit-mode fields, then the star', async () => {
    const { headers } = await newUser();
    const created: Alert = (await call('POST', '/v1/alerts', headers, valid)).json();
    const edited = await call('PUT', `/v1/alerts/${created.id}`, headers, {
      name: 'Limpieza de calles',
      searchTerms: 'limpieza calles',
      mailing_frequency: 'weekly',
      send_email: false,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toEqual({
      ...created,
      name: 'Limpieza de calles',
      searchTerms: 'limpieza calles',
      mailing_frequency: 'weekly',
      send_email: false,
    });
    const starred = await call('PUT', `/v1/alerts/${created.id}`, headers, { starred: true });
    expect(starred.json()).toMatchObject({
      name: 'Limpieza de calles',
      starred: true,
      filters: valid.filters,
    });
  });

  it('deletes the alert: 204, then it is gone', async () => {
    const { headers } = await newUser();
    const created: Alert = (await call('POST', '/v1/alerts', headers, valid)).json();
    const res = await call('DELETE', `/v1/alerts/${created.id}`, headers);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await call('GET', `/v1/alerts/${created.id}`, headers)).statusCode).toBe(404);
    expect((await call('DELETE', `/v1/alerts/${created.id}`, headers)).statusCode).toBe(404);
  });
});

describe('GET /v1/alerts', () => {
  it('lists starred first, then by name ignoring case and accents', async () => {
    const { id, headers } = await newUser();
    for (const name of ['beta', 'Zeta', 'alfa', 'Álamo', 'Ávila'])
      await createAlertRow(t.database.db, id, { name, starred: name.startsWith('Z') || name === 'Ávila' });
    const res = await call('GET', '/v1/alerts?alert_type=procurement&page=1', headers);
    expect(res.statusCode, res.body).toBe(200);
    const body: AlertsResponse = res.json();
    expect(body.alerts.map((a) => a.name)).toEqual(['Ávila', 'Zeta', 'Álamo', 'alfa', 'beta']);
    expect(body.metadata).toEqual({ total_results: 5, total_pages: 1, current_page: 1 });
  });

  it('pages by 25', async () => {
    const { id, headers } = await newUser();
    for (let i = 1; i <= 26; i++)
      await createAlertRow(t.database.db, id, { name: `Alerta ${String(i).padStart(2, '0')}` });
    const second: AlertsResponse = (await call('GET', '/v1/alerts?page=2', headers)).json();
    expect(second.alerts.map((a) => a.name)).toEqual(['Alerta 26']);
    expect(second.metadata).toEqual({ total_results: 26, total_pages: 2, current_page: 2 });
    const first: AlertsResponse = (await call('GET', '/v1/alerts', headers)).json();
    expect(first.alerts).toHaveLength(25);
  });

  it('refuses an unknown alert type or page with 400', async () => {
    const { headers } = await newUser();
    expect((await call('GET', '/v1/alerts?alert_type=boe', headers)).statusCode).toBe(400);
    expect((await call('GET', '/v1/alerts?page=0', headers)).statusCode).toBe(400);
    expect((await call('GET', '/v1/alerts/abc', headers)).statusCode).toBe(400);
  });
});

describe('access: owner only, tender access required', () => {
  let owner: { id: number; headers: AuthHeaders };
  let other: { id: number; headers: AuthHeaders };
  let alert: Alert;
  beforeAll(async () => {
    owner = await newUser();
    other = await newUser();
    alert = (await call('POST', '/v1/alerts', owner.headers, valid)).json();
  });

  it("answers 404 to every call on another user's alert and leaves it untouched", async () => {
    const url = `/v1/alerts/${alert.id}`;
    for (const [method, path, payload] of [
      ['GET', url, undefined],
      ['PUT', url, { name: 'Robada', starred: true }],
      ['PUT', url, { name: '' }],
      ['DELETE', url, undefined],
      ['GET', `${url}/notifications`, undefined],
    ] as const) {
      const res = await call(method, path, other.headers, payload);
      expect(res.statusCode, `${method} ${path}`).toBe(404);
      expect((res.json() as ErrorResponse).message).toBe('No existe la alerta solicitada.');
    }
    expect((await call('GET', url, owner.headers)).json()).toEqual(alert);
    const list: AlertsResponse = (await call('GET', '/v1/alerts', other.headers)).json();
    expect(list.alerts).toEqual([]);
  });

  it('needs a session (401) and tender access (403) on every call', async () => {
    const expired = await createUser(t.database.db, { trialEndsAt: new Date(Date.now() - 1000) });
    const expiredHeaders = await signInAs(t.app, expired);
    const url = `/v1/alerts/${alert.id}`;
    for (const [method, path, payload] of [
      ['GET', '/v1/alerts', undefined],
      ['POST', '/v1/alerts', valid],
      ['GET', url, undefined],
      ['PUT', url, { starred: true }],
      ['DELETE', url, undefined],
      ['GET', `${url}/notifications`, undefined],
    ] as const) {
      expect((await call(method, path, null, payload)).statusCode, `${method} ${path}`).toBe(401);
      expect((await call(method, path, expiredHeaders, payload)).statusCode, `${method} ${path}`).toBe(403);
    }
    expect((await call('GET', url, owner.headers)).json()).toEqual(alert);
  });
});

it('documents the alert calls in the API reference', async () => {
  const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(doc.statusCode, doc.body).toBe(200);
  const paths = doc.json().paths;
  expect(Object.keys(paths['/v1/alerts/{id}'])).toEqual(['get', 'put', 'delete']);
  expect(paths['/v1/alerts/{id}/notifications'].get).toBeDefined();
});
