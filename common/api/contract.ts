import type { z } from 'zod';
import type { RouteAccess } from './access';
import type { ApiScope } from './api-keys';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Everything both sides must agree on about one HTTP operation: the server registers it from
 * this (validation, OpenAPI, access) and the app calls it from this (path, input, answer).
 * Paths use Fastify's `:name` parameters.
 */
export interface RouteContract {
  method: HttpMethod;
  path: string;
  /** The same operation under other spellings (the spec writes some paths with a trailing slash). */
  alsoAt?: readonly string[];
  access: RouteAccess;
  /**
   * The scope an API key needs to call it (`apiScopeOf` gives the default); null: no key may,
   * only a session.
   */
  apiScope?: ApiScope | null;
  summary: string;
  tags: readonly string[];
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  /**
   * Every answer by status; the 2xx one is what the app receives. Left out for a redirect or a
   * file, whose body no schema describes.
   */
  response?: Partial<Record<number, z.ZodType>>;
}

/**
 * What an API key needs for the operation: what it declares, else `read` for a GET of tender
 * data (`access`); anything else — admin, account, billing, writes that declare no scope — no
 * key may call.
 */
export function apiScopeOf(contract: RouteContract): ApiScope | null {
  if (contract.access === 'admin') return null;
  if (contract.apiScope !== undefined) return contract.apiScope;
  return contract.access === 'access' && contract.method === 'GET' ? 'read' : null;
}

/** Declares a contract, keeping its literal types for both sides. */
export const defineRoute = <const C extends RouteContract>(contract: C): C => contract;

type SuccessStatus = 200 | 201 | 202 | 204;

/** The schema of the operation's success answer (the lowest 2xx it declares). */
export type SuccessSchema<C extends RouteContract> = {
  [S in SuccessStatus]: S extends keyof C['response'] ? C['response'][S] : never;
}[SuccessStatus];

export type SuccessAnswer<C extends RouteContract> =
  SuccessSchema<C> extends z.ZodType ? z.output<SuccessSchema<C>> : undefined;

export function successSchemaOf(contract: RouteContract): z.ZodType | undefined {
  const responses = contract.response ?? {};
  const status = Object.keys(responses)
    .map(Number)
    .filter((code) => code >= 200 && code < 300)
    .sort((a, b) => a - b)[0];
  return status === undefined ? undefined : responses[status];
}

/** The path with each `:name` replaced by its value, encoded. */
export function pathOf(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`Falta el parámetro ${name} de ${path}`);
    return encodeURIComponent(String(value));
  });
}
