import type { RouteContract } from '../../common/api/contract';

/**
 * The Fastify route options a contract implies, for `app.route({ ...routeOf(contract), handler })`:
 * method, path, schemas (validation and OpenAPI) and the contract itself, whose access
 * `declareRouteAccess` turns into the route's guard. With `url` set to one
 * of `alsoAt` it registers the same operation under that spelling.
 */
export function routeOf<const C extends RouteContract>(contract: C, url: string = contract.path) {
  const { method, summary, tags, params, querystring, body, response } = contract;
  const parts = { params, querystring, body, response };
  return {
    method,
    url,
    config: { contract: contract as RouteContract },
    schema: {
      summary,
      tags: [...tags],
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
