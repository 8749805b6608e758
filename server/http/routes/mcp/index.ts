import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MCP_ROUTES } from '../../../../common/api/routes/mcp';
import { AppError } from '../../../errors';
import { injectCaller } from '../../../mcp/inject-caller';
import { createMcpServer } from '../../../mcp/mcp-server';
import { t } from '../../../messages';
import { routeOf } from '../../contract-route';

/** Assistants connect with a key (`Authorization: Bearer lic_…`), never with a browser's session. */
async function requireApiKey(request: FastifyRequest) {
  if (!request.auth?.apiKey) throw new AppError('unauthorized', t('mcp.errors.keyOnly'));
}

async function notAllowed(_request: FastifyRequest, reply: FastifyReply) {
  reply.header('allow', 'POST');
  throw new AppError('method_not_allowed', t('mcp.errors.postOnly'));
}

/** /mcp: one MCP server per request, whose tools call the API in process as the key's owner. */
const mcpRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(MCP_ROUTES.call),
    onRequest: requireApiKey,
    handler: async (request, reply) => {
      const call = injectCaller(app, String(request.headers.authorization), request.ip);
      const server = createMcpServer({ call, publicUrl: app.config.publicUrl });
      const transport = new StreamableHTTPServerTransport({
        sessionIdGenerator: undefined,
        enableJsonResponse: true,
      });
      reply.raw.on('close', () => {
        void transport.close();
        void server.close();
      });
      await server.connect(transport);
      // The transport writes the answer itself; the headers set so far (security, rate limit) go with it.
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) reply.raw.setHeader(name, value);
      }
      reply.hijack();
      await transport.handleRequest(request.raw, reply.raw, request.body);
    },
  });
  app.route({ ...routeOf(MCP_ROUTES.stream), onRequest: requireApiKey, handler: notAllowed });
  app.route({ ...routeOf(MCP_ROUTES.end), onRequest: requireApiKey, handler: notAllowed });
};

export default mcpRoutes;
