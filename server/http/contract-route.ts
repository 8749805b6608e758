import { apiScopeOf, type RouteContract } from '../../common/api/contract';

/** The OpenAPI name of the `Authorization: Bearer lic_…` scheme. */
export const API_KEY_SCHEME = 'apiKey';

/**
 * The Fastify route options a contract implies, for `app.route({ ...routeOf(contract), handler })`:
 * method, path, schemas (validation and OpenAPI) and the contract itself, whose access
 * `declareRouteAccess` turns into the route's guard. With `url` set to one
 * of `alsoAt` it registers the same operation under that spelling.
 */
export function routeOf<const C extends RouteContract>(contract: C, url: string = contract.path) {
  const { method, summary, tags, params, querystring, body, response } = contract;
  const parts = { params, querystring, body, response };
  // The scope an API key needs, in the document; an operation without one takes a session only.
  const scope = apiScopeOf(contract);
  return {
    method,
    url,
    config: { contract: contract as RouteContract },
    schema: {
      summary,
      tags: [...tags],
      ...(scope ? { security: [{ [API_KEY_SCHEME]: [scope] }] } : {}),
      // Only the parts the contract declares: Fastify warns of each part present but undefined,
      // and a route without answers keeps OpenAPI's default one.
      ...Object.fromEntries(Object.entries(parts).filter(([, schema]) => schema !== undefined)),
    } as {
      summary: string;
      tags: string[];
      params: C['params'];
      querystring: C['querystring'];
      body: C['body'];
      response: C['response'];
    },
  };
}
