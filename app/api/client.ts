import type { z } from 'zod';
import { pathOf, type RouteContract, type SuccessAnswer, successSchemaOf } from '../../common/api/contract';
import i18n from '../i18n';
import { ApiError } from './api-error';
import { clearTokens, readTokens, renewedTokens, saveTokens } from './session';

/**
 * The one way the app talks to the API: same origin, token headers on every call, renewed
 * tokens stored from every answer, JSON in and out, zod validation of what comes back, and an
 * ApiError with the server's error body for every failure.
 */

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export interface RequestOptions<T> {
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** Validates (and types) the response; without it the JSON is returned as `unknown`. */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
  /** Sent instead of the stored session, e.g. the token headers of an e-mailed reset link. */
  headers?: Record<string, string>;
  /** Sent as Idempotency-Key: the server treats requests with the same key as one. */
  idempotencyKey?: string;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface ResponseHandlers {
  /** Any 403 sends the user to the account page. */
  forbidden(): void;
  /** A 401 on a call that carried a session: that session is no longer valid. */
  sessionRejected(): void;
}

// Set once by main.tsx, which owns the router and the query cache these need.
let handlers: ResponseHandlers = { forbidden() {}, sessionRejected() {} };

export function setResponseHandlers(next: ResponseHandlers) {
  handlers = next;
}

function withQuery(path: string, query: RequestOptions<unknown>['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

async function readJson(response: Response): Promise<unknown> {
  if (!(response.headers.get('content-type') ?? '').includes('application/json')) return undefined;
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/** Sends the call with the session and stores renewed tokens; any non-2xx becomes an ApiError. */
async function send(method: Method, path: string, options: RequestOptions<unknown>): Promise<Response> {
  // Explicit headers replace the stored session: its renewal and 401 handling do not apply then.
  const session = options.headers ? null : readTokens();
  const headers: Record<string, string> = { accept: 'application/json', ...session, ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;

  let response: Response;
  try {
    response = await fetch(withQuery(path, options.query), {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    throw new ApiError({ statusCode: 0, code: 'unavailable', message: i18n.t('api.unreachable') });
  }

  const renewed = renewedTokens(response.headers, session);
  if (renewed) saveTokens(renewed);

  if (!response.ok) {
    const error = ApiError.fromResponse(
      response.status,
      await readJson(response),
      i18n.t('api.failed', { status: response.status }),
    );
    if (response.status === 403) handlers.forbidden();
    if (response.status === 401 && session) {
      clearTokens();
      handlers.sessionRejected();
    }
    throw error;
  }
  return response;
}

/**
 * A GET of a path built elsewhere, for the few reads whose path a caller picks among several
 * contracts (a side panel listing any one list of notifications, a document in a chosen format).
 */
async function get<T>(path: string, options: Omit<RequestOptions<T>, 'body'> = {}): Promise<T> {
  const payload = await readJson(await send('GET', path, options));
  return options.schema ? options.schema.parse(payload) : (payload as T);
}

type Part<S, Key extends string, Value> = S extends z.ZodType
  ? { [K in Key]: Value }
  : { [K in Key]?: never };

/** What a call of the contract sends: its path parameters, query and body, as the contract types them. */
export type CallInput<C extends RouteContract> = Part<
  C['params'],
  'params',
  z.output<NonNullable<C['params']>>
> &
  Partial<Part<C['querystring'], 'query', z.input<NonNullable<C['querystring']>>>> &
  Part<C['body'], 'body', z.input<NonNullable<C['body']>>> &
  Pick<RequestOptions<unknown>, 'signal' | 'headers' | 'idempotencyKey'>;

/**
 * Calls the operation a contract describes and validates the answer with its success schema,
 * so the path, the input and the answer's shape are the ones the server registered.
 */
async function call<C extends RouteContract>(
  contract: C,
  ...[input]: Record<string, never> extends CallInput<C> ? [CallInput<C>?] : [CallInput<C>]
): Promise<SuccessAnswer<C>> {
  const { params, query, body, ...options } = (input ?? {}) as {
    params?: Record<string, unknown>;
    query?: RequestOptions<unknown>['query'];
    body?: unknown;
  };
  const response = await send(contract.method, pathOf(contract.path, params), { ...options, query, body });
  if (response.status === 204) return null as SuccessAnswer<C>;
  const payload = await readJson(response);
  const schema = successSchemaOf(contract);
  return (schema ? schema.parse(payload) : payload) as SuccessAnswer<C>;
}

/** A file the server sends as an attachment, with the name its Content-Disposition gives. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | undefined;
}

async function file(path: string): Promise<DownloadedFile> {
  const response = await send('GET', path, {});
  const disposition = response.headers.get('content-disposition') ?? '';
  return { blob: await response.blob(), fileName: /filename="([^"]+)"/.exec(disposition)?.[1] };
}

export const api = {
  get,
  file,
  call,
};
