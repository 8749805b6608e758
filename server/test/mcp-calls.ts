import type { FastifyInstance } from 'fastify';
import type { ApiScope, CreatedApiKey } from '../../common/api/api-keys';
import type { AuthHeaders } from './factories';

/** A new API key of the signed-in user of `headers`, made through the API. */
export async function apiKeyOf(
  app: FastifyInstance,
  headers: AuthHeaders,
  scopes: ApiScope[],
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/v1/api_keys',
    headers,
    payload: { name: 'Asistente', scopes },
  });
  if (res.statusCode !== 201) throw new Error(`POST /v1/api_keys → ${res.statusCode}: ${res.body}`);
  return (res.json() as CreatedApiKey).key;
}

/** One JSON-RPC message POSTed to /mcp with a key, as an MCP client sends it. */
export function postToMcp(app: FastifyInstance, key: string, payload: unknown) {
  return app.inject({
    method: 'POST',
    url: '/mcp',
    headers: {
      authorization: `Bearer ${key}`,
      accept: 'application/json, text/event-stream',
      'content-type': 'application/json',
    },
    payload: JSON.stringify(payload),
  });
}

/** Calls one tool; its answer's text (or the JSON-RPC error's message) and the HTTP status. */
export async function callMcpTool(app: FastifyInstance, key: string, name: string, args: unknown) {
  const res = await postToMcp(app, key, {
    jsonrpc: '2.0',
    id: 1,
    method: 'tools/call',
    params: { name, arguments: args },
  });
  const body = res.body ? JSON.parse(res.body) : {};
  const text: string =
    body.result?.content?.map((c: { text?: string }) => c.text ?? '').join('\n') ?? body.error?.message ?? '';
  return {
    status: res.statusCode,
    isError: Boolean(body.result?.isError ?? body.error),
    text,
    body: res.body,
  };
}
