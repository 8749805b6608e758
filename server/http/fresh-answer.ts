import type { FastifyRequest } from 'fastify';

/**
 * `Cache-Control: no-cache` asks for an answer computed now instead of one kept in memory (the
 * benchmarks' uncached figures; a client that distrusts a kept answer).
 */
export const asksForFreshAnswer = (request: FastifyRequest) =>
  /no-cache/i.test(request.headers['cache-control'] ?? '');
