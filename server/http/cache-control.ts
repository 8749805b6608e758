import type { FastifyInstance } from 'fastify';

/** The API's prefixes: what they answer is the caller's own (or about the caller's request). */
const API_PATH = /^\/(?:v1|auth|stripe)(?:[/?]|$)/;

/**
 * `Cache-Control: no-store` on every answer of the API and on any answer to a request carrying a
 * session, so no browser or proxy keeps one user's data for another. A route that decides its
 * own caching (the calendar and feed tokens' `private, no-cache`, a document's
 * `private, max-age=300`, the app's index) keeps it; the app's hashed assets and the API
 * reference, asked without a session, stay cacheable.
 */
export function noStoreUserAnswers(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply) => {
    if (reply.hasHeader('cache-control')) return;
    if (API_PATH.test(request.url) || request.headers['access-token'] !== undefined)
      reply.header('cache-control', 'no-store');
  });
}
