import { once } from 'node:events';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_SCOPES } from '../../common/api/api-keys';
import { MCP_TOOLS } from '../mcp/mcp-server';
import { sessionOf } from '../test/account-resources';
import { createTestApp, type TestApp } from '../test/app';
import { type AuthHeaders, createUser } from '../test/factories';
import { apiKeyOf, callMcpTool, postToMcp } from '../test/mcp-calls';
import { MAX_NESTING, TOO_DEEP_MESSAGE, UNSTORABLE_TEXT_MESSAGE } from './text-input';

let t: TestApp;
let user: AuthHeaders;
let admin: AuthHeaders;
beforeAll(async () => {
  t = await createTestApp();
  user = await sessionOf(t.database.db, await createUser(t.database.db));
  admin = await sessionOf(t.database.db, await createUser(t.database.db, { role: 'admin' }));
});
afterAll(() => t.close());

type Call = { method: 'GET' | 'POST' | 'PUT'; url: string; payload?: object; headers?: AuthHeaders };

/** The call is refused with a 400 naming `field`, in Spanish. */
async function expectFieldRefused(call: Call, field: string, message: string) {
  const res = await t.app.inject(call);
  expect(res.statusCode, `${call.method} ${call.url}: ${res.body}`).toBe(400);
  expect(res.json()).toMatchObject({ code: 'validation_failed', errors: [{ field, message }] });
}

const alert = { name: 'Obras', searchTerms: 'obras', filters: { sources: ['placsp'] } };

describe('text the database cannot hold', () => {
  it('a NUL character is refused with the field named, signed out or in, in body or query', async () => {
    const nul = 'Ana\u0000';
    await expectFieldRefused(
      {
        method: 'POST',
        url: '/auth',
        payload: {
          email: 'nul@example.com',
          name: nul,
          password: 'secreto-123',
          password_confirmation: 'secreto-123',
        },
      },
      'body.name',
      UNSTORABLE_TEXT_MESSAGE,
    );
    await expectFieldRefused(
      {
        method: 'POST',
        url: '/v1/contact',
        payload: { name: 'Ana', email: 'ana@example.com', message: nul },
      },
      'body.message',
      UNSTORABLE_TEXT_MESSAGE,
    );
    await expectFieldRefused(
      { method: 'GET', url: '/v1/cpv?q=%00', headers: user },
      'querystring.q',
      UNSTORABLE_TEXT_MESSAGE,
    );
    await expectFieldRefused(
      { method: 'POST', url: '/v1/procurement/search', headers: user, payload: { searchTerms: nul } },
      'body.searchTerms',
      UNSTORABLE_TEXT_MESSAGE,
    );
    await expectFieldRefused(
      { method: 'PUT', url: '/auth/', headers: user, payload: { name: nul } },
      'body.name',
      UNSTORABLE_TEXT_MESSAGE,
    );
  });

  it('a lone surrogate in a filter stored as jsonb is refused, and no alert is saved', async () => {
    await expectFieldRefused(
      {
        method: 'POST',
        url: '/v1/alerts',
        headers: user,
        payload: { ...alert, filters: { ...alert.filters, title: 'obra \ud800' } },
      },
      'body.filters.title',
      UNSTORABLE_TEXT_MESSAGE,
    );
    const list = await t.app.inject({ method: 'GET', url: '/v1/alerts', headers: user });
    expect(list.json().alerts).toEqual([]);
  });
});

describe('deeply nested JSON', () => {
  const arrays = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
  const objects = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
  const bodies = {
    '10,000 [': arrays(10_000),
    '100,000 [': arrays(100_000),
    '10,000 {"a":': objects(10_000),
    '100,000 {"a":': objects(100_000),
  };
  const operations: { url: string; method: 'POST' | 'PUT'; headers?: () => AuthHeaders }[] = [
    { method: 'POST', url: '/auth/sign_in' },
    { method: 'POST', url: '/v1/contact' },
    { method: 'POST', url: '/v1/procurement/search', headers: () => user },
    { method: 'PUT', url: '/auth/', headers: () => user },
  ];

  it('is a 400 in Spanish naming where it got too deep, signed out or in', async () => {
    for (const { method, url, headers } of operations) {
      for (const [what, payload] of Object.entries(bodies)) {
        const res = await t.app.inject({
          method,
          url,
          payload,
          headers: { 'content-type': 'application/json', ...headers?.() },
        });
        expect(res.statusCode, `${method} ${url} ${what}: ${res.body}`).toBe(400);
        const [error] = res.json().errors;
        expect(error.message).toBe(TOO_DEEP_MESSAGE);
        const step = what.includes('[') ? '.0' : '.a';
        expect(error.field).toBe(`body${step.repeat(MAX_NESTING)}`);
      }
    }
  });

  it('nesting a search needs is accepted', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/procurement/search',
      headers: user,
      payload: { filters: { location: { country: 'ES', regions: ['ES61'] } } },
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('dates outside 1900–2100', () => {
  it('are refused in searches and alerts, naming the field', async () => {
    const message = 'La fecha debe estar entre los años 1900 y 2100';
    await expectFieldRefused(
      {
        method: 'POST',
        url: '/v1/procurement/search',
        headers: user,
        payload: { filters: { date: { from: '0000-01-01' } } },
      },
      'body.filters.date.from',
      message,
    );
    await expectFieldRefused(
      {
        method: 'POST',
        url: '/v1/procurement/search',
        headers: user,
        payload: { filters: { submission_deadline: { to: '0000-01-01' } } },
      },
      'body.filters.submission_deadline.to',
      message,
    );
    await expectFieldRefused(
      {
        method: 'POST',
        url: '/v1/alerts',
        headers: user,
        payload: { ...alert, filters: { ...alert.filters, submission_deadline: { from: '2101-01-01' } } },
      },
      'body.filters.submission_deadline.from',
      message,
    );
    await expectFieldRefused(
      {
        method: 'POST',
        url: '/v1/publications/search',
        headers: user,
        payload: { date: { to: '0000-01-01' } },
      },
      'body.date.to',
      message,
    );
  });
});

describe('integers beyond the database range', () => {
  it('a body id over 2^31-1 is a 400 naming it; a path id over it or negative is a 400 or 404', async () => {
    await expectFieldRefused(
      {
        method: 'POST',
        url: '/v1/admin/subscriptions',
        headers: admin,
        payload: { user_id: 2_147_483_648, billing_frequency: 'monthly' },
      },
      'body.user_id',
      'Falta el usuario.',
    );
    for (const id of ['99999999999', '2147483648', '-1']) {
      const res = await t.app.inject({ method: 'GET', url: `/v1/alerts/${id}`, headers: user });
      expect([400, 404]).toContain(res.statusCode);
      expect(res.json().message).toBe('Datos no válidos — params.id: Identificador no válido');
    }
  });
});

describe("the framework's own errors", () => {
  it('an empty JSON body is answered in Spanish', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/contact',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      code: 'bad_request',
      message: 'El cuerpo de la petición está vacío: envía un objeto JSON o quita la cabecera Content-Type.',
    });
  });

  it('a very long URL is a 414 in Spanish that does not repeat it', async () => {
    const long = 'a'.repeat(5_000);
    const res = await t.app.inject({ method: 'GET', url: `/v1/publications/${long}`, headers: user });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({
      statusCode: 414,
      code: 'bad_request',
      message: 'La dirección de la petición es demasiado larga.',
    });
    const unknown = await t.app.inject({ method: 'GET', url: `/v1/${long}` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).not.toContain(long.slice(0, 300));
  });

  it('an unsupported content type is a 415 in Spanish', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/contact',
      headers: { 'content-type': 'text/csv' },
      payload: 'a,b',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('Tipo de contenido no admitido.');
  });

  it('a request the HTTP parser refuses is answered in Spanish with the API error body', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as net.AddressInfo;
    const socket = net.connect(port, '127.0.0.1');
    await once(socket, 'connect');
    socket.end('GET /health HTTP/1.1\r\nHost: localhost\r\nNo colon here\r\n\r\n');
    let answer = '';
    for await (const chunk of socket) answer += String(chunk);
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      statusCode: 400,
      code: 'bad_request',
      message: 'La petición HTTP no es válida.',
    });
  });

  it('a URL that is not valid percent-encoding is a 400 in Spanish', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/publications/%ED%A0%80', headers: user });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).not.toMatch(/valid|url component/i);
  });
});

describe('the MCP server', () => {
  let key: string;
  beforeAll(async () => {
    key = await apiKeyOf(t.app, user, [...API_SCOPES]);
  });

  it('answers what is not a JSON-RPC call below 500, and too deep a body with the same 400', async () => {
    const payloads: unknown[] = [
      {},
      [],
      'texto',
      [{ jsonrpc: '2.0' }, 7],
      { jsonrpc: '2.0', id: 1, method: 'no_existe' },
      { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'no_existe', arguments: {} } },
      { jsonrpc: '2.0', id: 1, method: 'tools/call', params: 'uno' },
      { jsonrpc: '2.0', id: 1, method: 'resources/read', params: { uri: 'licitacion://-1' } },
    ];
    for (const payload of payloads) {
      const res = await postToMcp(t.app, key, payload);
      expect(res.statusCode, `${JSON.stringify(payload)}: ${res.body}`).toBeLessThan(500);
    }
    const deep = await t.app.inject({
      method: 'POST',
      url: '/mcp',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      payload: `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
    });
    expect(deep.statusCode).toBe(400);
    expect(deep.json().errors[0].message).toBe(TOO_DEEP_MESSAGE);
  });

  it('answers every tool given hostile arguments with a tool error or a 400, never a server error', async () => {
    const hostile: unknown[] = [
      'Ana\u0000',
      '\ud800',
      'x'.repeat(100_000),
      -1,
      2 ** 40,
      { a: { b: [] } },
      null,
    ];
    for (const tool of MCP_TOOLS) {
      for (const value of hostile) {
        const args = Object.fromEntries(Object.keys(tool.input.shape).map((name) => [name, value]));
        const answer = await callMcpTool(t.app, key, tool.name, args);
        const call = `${tool.name}(${JSON.stringify(value).slice(0, 20)})`;
        // Text the database cannot hold is refused before the tool, as in any body (400).
        if (answer.status === 400) {
          expect(JSON.parse(answer.body).message, call).toMatch(
            /^Datos no válidos — body\.params\.arguments\./,
          );
          continue;
        }
        expect(answer.status, `${call}: ${answer.body.slice(0, 300)}`).toBe(200);
        // A tool without arguments ignores them; any other refuses them as a tool error.
        if (Object.keys(args).length > 0) expect(answer.isError, call).toBe(true);
        expect(answer.text, call).not.toMatch(/Error interno|TypeError|Cannot read/);
      }
    }
  });
});
