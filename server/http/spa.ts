import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The API's own paths (and everything under them) answer JSON, never the app. */
const API_ROOTS = ['/v1', '/auth', '/stripe', '/api', '/health'];
const isApiPath = (url: string) => API_ROOTS.some((root) => url === root || url.startsWith(`${root}/`));

/**
 * Serves the built SPA from the same port as the API. Returns the history fallback
 * (index.html for any GET or HEAD of a page path, whatever the client accepts: curl, link
 * previews and uptime checkers ask without text/html) or undefined when no build is present.
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
      (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(url) && !path.extname(url);
    // Revalidated on every visit, so a deploy's new asset names are picked up at once.
    if (isPage)
      void reply.header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false });
    return isPage;
  };
}
