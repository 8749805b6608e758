import { z } from 'zod';
import { defineRoute } from '../contract';

const tags = ['mcp'];
const common = { path: '/mcp', access: 'access', apiScope: 'read', tags } as const;

/**
 * The MCP server (Streamable HTTP, stateless: each POST carries its JSON-RPC messages and gets
 * their answers), called with an API key. Its tools call the /v1 operations as the key's owner,
 * so each tool also needs the scope of what it does.
 */
export const MCP_ROUTES = {
  call: defineRoute({
    ...common,
    method: 'POST',
    summary: 'Servidor MCP para asistentes de IA: mensajes JSON-RPC, con una clave de API',
    body: z.unknown(),
  }),
  // A stateless server opens no stream and keeps no session to end: both say so (405).
  stream: defineRoute({ ...common, method: 'GET', summary: 'Servidor MCP: no abre flujos (405)' }),
  end: defineRoute({ ...common, method: 'DELETE', summary: 'Servidor MCP: no guarda sesiones (405)' }),
};
