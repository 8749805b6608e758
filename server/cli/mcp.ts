import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { API_KEY_PREFIX } from '../../common/api/api-keys';
import { fetchCaller } from '../mcp/fetch-caller';
import { createMcpServer } from '../mcp/mcp-server';
import { t } from '../messages';

// npm run mcp — the MCP server on stdin/stdout for a desktop assistant. It calls the API of a
// running Licitaciones (LICITACIONES_URL) with the key in LICITACIONES_API_KEY, so it reads and
// writes exactly what that key may.
const key = process.env.LICITACIONES_API_KEY?.trim() ?? '';
const baseUrl = process.env.LICITACIONES_URL?.trim() || 'http://localhost:3000';
if (!key.startsWith(API_KEY_PREFIX)) {
  // stdout carries the protocol: anything for a person goes to stderr.
  console.error(t('mcp.stdio.missingKey', { prefix: API_KEY_PREFIX }));
  process.exit(2);
}
const server = createMcpServer({ call: fetchCaller(baseUrl, key), publicUrl: baseUrl });
await server.connect(new StdioServerTransport());
