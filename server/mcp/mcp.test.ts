import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiScope, CreatedApiKey } from '../../common/api/api-keys';
import { queryRows } from '../db/rows';
import { importCpvFile } from '../ingest/cpv/import-cpv';
import { importSource } from '../ingest/import/import-source';
import { createTestApp, type TestApp } from '../test/app';
import { type AuthHeaders, createUser, signInAs } from '../test/factories';
import { LENA, LENA_PAGE } from '../test/lena-copies';
import { createAlertRow, createNotificationRow } from '../test/monitoring-factories';
import { hasSharedData, sharedPath } from '../test/shared-data';
import { MCP_TOOLS } from './mcp-server';

const withData = describe.skipIf(!hasSharedData('placsp', 'reference'));
const LENA_TITLE = 'Ejecución de infraestructuras preventivas contra incendios forestales. 2 Lotes.';
const LENA_BODY = 'Alcaldía del Ayuntamiento de Lena (Principado de Asturias)';

let t: TestApp;
let origin: string;
let headers: AuthHeaders;
let lenaId: number;
let lenaBodyId: number;

async function newKey(scopes: ApiScope[], as: AuthHeaders = headers): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/api_keys',
    headers: as,
    payload: { name: 'Asistente', scopes },
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as CreatedApiKey).key;
}

async function connect(authorization: Record<string, string>): Promise<Client> {
  const client = new Client({ name: 'prueba', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${origin}/mcp`), { requestInit: { headers: authorization } }),
  );
  return client;
}

const bearer = (key: string) => ({ authorization: `Bearer ${key}` });

async function callTool(client: Client, name: string, args: Record<string, unknown> = {}) {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  const text = result.content.map((c) => (c.type === 'text' ? c.text : '')).join('\n');
  return { ...result, text };
}

beforeAll(async () => {
  t = await createTestApp();
  await importCpvFile(t.database.db, sharedPath('reference', 'cpv', 'cpv.csv'));
  await importSource(t.database.db, sharedPath('placsp', LENA_PAGE));
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  headers = await signInAs(t.app, await createUser(t.database.db));
  [{ id: lenaId, contracting_party_id: lenaBodyId }] = (await queryRows<{
    id: number;
    contracting_party_id: number;
  }>(t.database.db, sql`select id, contracting_party_id from projects where entry_id = ${LENA}`)) as [
    { id: number; contracting_party_id: number },
  ];
});
afterAll(() => t.close());

withData('the MCP server at /mcp, through the SDK client over HTTP', () => {
  it('lists every tool with its Spanish description and arguments, and the tender resource', async () => {
    const client = await connect(bearer(await newKey(['read'])));
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual([
      'buscar_licitaciones',
      'ver_licitacion',
      'competencia_esperada',
      'analisis_mercado',
      'analisis_empresa',
      'renovaciones',
      'mis_alertas',
      'novedades_de_alerta',
      'bandeja',
      'seguir',
      'dejar_de_seguir',
      'oportunidades',
    ]);
    expect(tools.map((tool) => tool.name)).toEqual(MCP_TOOLS.map((tool) => tool.name));
    const search = tools.find((tool) => tool.name === 'buscar_licitaciones')!;
    expect(Object.keys(search.inputSchema.properties ?? {})).toEqual([
      'searchTerms',
      'filters',
      'page',
      'sortField',
      'sortOrder',
    ]);
    expect(search.description).toContain('Busca licitaciones');
    expect(tools.find((tool) => tool.name === 'seguir')!.description).toContain('write:follows');
    const { resourceTemplates } = await client.listResourceTemplates();
    expect(resourceTemplates.map((r) => r.uriTemplate)).toEqual(['licitacion://{id}']);
    await client.close();
  });

  it('searches, shows a tender with its requirements and competition, and analyses markets and companies', async () => {
    const client = await connect(bearer(await newKey(['read'])));
    const found = await callTool(client, 'buscar_licitaciones', { searchTerms: 'incendios forestales' });
    expect(found.isError).toBeFalsy();
    expect(found.text).toContain(`«${LENA_TITLE}» — ${LENA_BODY} — `);
    expect(found.text).toContain(`http://licitaciones.test/licitaciones/detalle/${lenaId}`);
    expect((found.structuredContent as { results: { id: number }[] }).results.map((r) => r.id)).toContain(
      lenaId,
    );

    const shown = await callTool(client, 'ver_licitacion', { id: lenaId });
    expect(shown.text).toContain(LENA_TITLE);
    expect(shown.text).toContain('Presupuesto base sin IVA: 76.268,38\u00a0€');
    expect(shown.text).toContain(
      'Qué pide:\n- Acreditar la solvencia económica: Volumen anual de negocios\n',
    );
    expect(shown.text).toContain('- Preparar la garantía: Definitiva 5\u00a0%');
    // Its two awards: lot 1 one offer, 0.13 % below the budget; lot 2 five offers, 16 %.
    expect(shown.text).toContain('Lote 1 · Ofertas recibidas: 1 · Baja: 0,1\u00a0%');
    expect(shown.text).toContain('Lote 2 · Ofertas recibidas: 5 · Baja: 16\u00a0%');

    const competition = await callTool(client, 'competencia_esperada', { id: lenaId });
    expect(competition.structuredContent).toMatchObject({ expected: null });
    expect(competition.text).toContain('Lote 2 · Ofertas recibidas: 5');

    const market = await callTool(client, 'analisis_mercado', { searchTerms: 'incendios forestales' });
    expect(market.text).toContain(
      'Licitaciones: 1 · adjudicaciones: 2 · adjudicado sin IVA: 73.716,00\u00a0€.',
    );

    const body = await callTool(client, 'analisis_empresa', { id: lenaBodyId });
    expect(body.text).toContain(`${LENA_BODY} — http://licitaciones.test/licitaciones/empresa/${lenaBodyId}`);
    expect(body.text).toContain(
      'Como órgano de contratación — licitaciones: 1 · adjudicaciones: 2 · Adjudicado con IVA (o sin IVA si no consta): 89.196,36\u00a0€ · empresas adjudicatarias: 2.',
    );

    const renewals = await callTool(client, 'renovaciones', {
      ending: { from: '2000-01-01', to: '2100-12-31' },
    });
    expect(renewals.text).toMatch(/contratos? terminan? entre el 01\/01\/2000 y el 31\/12\/2100:/);

    const resource = await client.readResource({ uri: `licitacion://${lenaId}` });
    const tender = JSON.parse((resource.contents[0] as { text: string }).text);
    expect(tender).toMatchObject({ id: lenaId, title: LENA_TITLE });
    expect(tender.page).toBe(`http://licitaciones.test/licitaciones/detalle/${lenaId}`);

    const unknown = await callTool(client, 'ver_licitacion', { id: 999_999 });
    expect(unknown.isError).toBe(true);
    expect(unknown.text).toMatch(/^No se ha encontrado|^No existe/);
    const invalid = await callTool(client, 'ver_licitacion', { id: 'uno' });
    expect(invalid.isError).toBe(true);
    await client.close();
  });

  it("answers with the user's own alerts, their news since a date, the inbox and the board", async () => {
    const user = await createUser(t.database.db);
    const own = await signInAs(t.app, user);
    const alert = await createAlertRow(t.database.db, user.id, {
      name: 'Incendios en Asturias',
      searchTerms: 'incendios',
    });
    const notify = (date: string) =>
      createNotificationRow(t.database.db, user.id, {
        projectId: lenaId,
        alertIds: [alert.id],
        notificationTypes: ['alert'],
        date: new Date(date),
      });
    await notify('2026-02-27T22:59:00Z'); // 27/02 23:59 in Madrid: before the day asked for
    await notify('2026-02-27T23:00:00Z'); // 28/02 00:00 in Madrid
    const card = await t.app.inject({
      method: 'POST',
      url: '/v1/pipeline/cards',
      headers: own,
      payload: { tender_id: lenaId },
    });
    expect(card.statusCode, card.body).toBe(201);
    const client = await connect(bearer(await newKey(['read'], own)));

    const alerts = await callTool(client, 'mis_alertas');
    expect(alerts.text).toContain(
      `[${alert.id}] Incendios en Asturias — palabras: incendios — notificaciones: 2`,
    );
    const news = await callTool(client, 'novedades_de_alerta', { id: alert.id, desde: '2026-02-28' });
    expect(news.text).toContain('1 novedad de «Incendios en Asturias» desde el 28/02/2026:');
    expect(news.text).toContain(`1. 28/02/2026 00:00 · Nueva licitación — «${LENA_TITLE}»`);
    // Why it came, as the inbox card says it.
    expect(news.text).toContain('— Alerta «Incendios en Asturias»: coincide «incendios»');
    const inbox = await callTool(client, 'bandeja');
    expect(inbox.text).toContain('2 notificaciones sin descartar (página 1 de 1):');
    const board = await callTool(client, 'oportunidades');
    expect(board.text).toContain(`1 tarjeta en Oportunidades:\n1. Detectada — «${LENA_TITLE}»`);

    // Another user's key sees none of it.
    const other = await connect(bearer(await newKey(['read'])));
    expect(
      (await callTool(other, 'novedades_de_alerta', { id: alert.id, desde: '2026-02-28' })).isError,
    ).toBe(true);
    expect((await callTool(other, 'oportunidades')).text).toContain('El tablero está vacío.');
    await Promise.all([client.close(), other.close()]);
  });

  it('follows and unfollows only with the write:follows scope', async () => {
    const readOnly = await connect(bearer(await newKey(['read'])));
    const refused = await callTool(readOnly, 'seguir', { tipo: 'licitacion', id: lenaId });
    expect(refused.isError).toBe(true);
    expect(refused.text).toBe(
      'Esta clave de API no tiene el ámbito write:follows, que esta operación necesita.',
    );

    const writer = await connect(bearer(await newKey(['read', 'write:follows'])));
    const followed = await callTool(writer, 'seguir', { tipo: 'empresa', id: lenaBodyId });
    expect(followed.text).toBe(
      `Ahora sigues a la empresa u organismo: http://licitaciones.test/licitaciones/empresa/${lenaBodyId}`,
    );
    const follows = await t.app.inject({
      method: 'POST',
      url: '/v1/procurement_party_subscriptions',
      headers,
      payload: { mode: 'core' },
    });
    expect(JSON.stringify(follows.json())).toContain(String(lenaBodyId));
    const unfollowed = await callTool(writer, 'dejar_de_seguir', { tipo: 'empresa', id: lenaBodyId });
    expect(unfollowed.isError).toBeFalsy();
    await Promise.all([readOnly.close(), writer.close()]);
  });

  it('refuses a call without a key, with a session instead of a key, or with a revoked key', async () => {
    const post = (extra: Record<string, string>) =>
      fetch(`${origin}/mcp`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          ...extra,
        },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
      });
    expect((await post({})).status).toBe(401);
    const session = await post(headers);
    expect(session.status).toBe(401);
    expect((await session.json()).message).toContain('El servidor MCP se usa con una clave de API');
    const key = await newKey(['read']);
    const listed = (await t.app.inject({ method: 'GET', url: '/v1/api_keys', headers })).json() as {
      keys: { id: number; prefix: string }[];
    };
    const id = listed.keys.find((k) => key.startsWith(k.prefix))!.id;
    await t.app.inject({ method: 'DELETE', url: `/v1/api_keys/${id}`, headers });
    expect((await post(bearer(key))).status).toBe(401);
    await expect(connect(bearer(key))).rejects.toThrow();
    const stream = await fetch(`${origin}/mcp`, { headers: bearer(await newKey(['read'])) });
    expect(stream.status).toBe(405);
    expect(stream.headers.get('allow')).toBe('POST');
  });
});

withData('npm run mcp (stdio)', () => {
  it('serves the same tools to a desktop assistant, calling the API with the key of its environment', async () => {
    const key = await newKey(['read']);
    const client = new Client({ name: 'escritorio', version: '1.0.0' });
    await client.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: ['--import', 'tsx', 'server/cli/mcp.ts'],
        env: { PATH: process.env.PATH ?? '', LICITACIONES_API_KEY: key, LICITACIONES_URL: origin },
        stderr: 'pipe',
      }),
    );
    const found = await callTool(client, 'buscar_licitaciones', { searchTerms: 'incendios forestales' });
    expect(found.text).toContain(`«${LENA_TITLE}»`);
    expect(found.text).toContain(`${origin}/licitaciones/detalle/${lenaId}`);
    await client.close();
  });

  it('stops before any request when the key is missing', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/cli/mcp.ts'], {
      env: { PATH: process.env.PATH ?? '', LICITACIONES_URL: origin },
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect(code).toBe(2);
    expect(stderr).toContain(
      'Falta la clave de API: pon en LICITACIONES_API_KEY una clave que empiece por lic_',
    );
  });
});
