import type { FastifyInstance } from 'fastify';
import type { ApiCaller } from './api-caller';

/**
 * Calls the API in process (Fastify's inject, no socket) with the caller's own credentials and
 * address, so a key limited to some addresses stays limited and each call counts as its use.
 */
export function injectCaller(app: FastifyInstance, authorization: string, remoteAddress: string): ApiCaller {
  return async ({ method, url, body }) => {
    const response = await app.inject({
      method: method as 'GET',
      url,
      remoteAddress,
      headers: { authorization, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
    return { status: response.statusCode, body: response.body ? JSON.parse(response.body) : null };
  };
}
