import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const API_PREFIXES = ['/v1/', '/auth', '/stripe/', '/api/', '/health'];

/**
 * Serves the built SPA from the same port as the API. Returns the history fallback
 * (index.html for any unknown GET page) or undefined when no build is present.
 */
export async function registerSpa(
  app: FastifyInstance,
  distDir: string,
): Promise<((request: FastifyRequest, reply: FastifyReply) => boolean) | undefined> {
  if (!existsSync(path.join(distDir, 'index.html'))) {
    app.log.warn({ distDir }, 'no built app found: serving the API only (run `npm run build`)');
    return undefined;
  }
  await app.register(fastifyStatic, { root: distDir, wildcard: false, index: false });
  return (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isPage =
      request.method === 'GET' &&
      !API_PREFIXES.some((p) => url.startsWith(p)) &&
      !path.extname(url) &&
      (request.headers.accept ?? '').includes('text/html');
    if (isPage) void reply.header('cache-control', 'no-cache').sendFile('index.html');
    return isPage;
  };
}
