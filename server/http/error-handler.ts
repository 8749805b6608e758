import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorResponse } from '../../common/api/errors';
import { isConnectionLost } from '../db/connection-errors';
import { AppError, errorBody as body, invalidFields, RateLimitedError } from '../errors';
import { t } from '../messages';

// Fastify's own client errors, by code: the catalogue key of a message that never repeats the
// request (a URL or a body) that caused them.
const fastifyClientMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'errors.request.invalidJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'errors.request.emptyJson',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'errors.request.mediaType',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'errors.request.contentLength',
  FST_ERR_BAD_URL: 'errors.request.badUrl',
  FST_ERR_MAX_PARAM_LENGTH: 'errors.request.urlTooLong',
};

/** Fastify's own 4xx errors (bad JSON, body too large, wrong content type, bad URL) keep their status. */
function fromFastifyClientError(error: FastifyError): ErrorResponse | undefined {
  const status = error.statusCode ?? 500;
  if (status < 400 || status >= 500) return undefined;
  if (status === 413) return body('payload_too_large');
  if (status === 429) return body('rate_limited');
  if (status === 404) return body('not_found');
  const known = fastifyClientMessages[error.code];
  if (known) return { ...body('bad_request', t(known)), statusCode: status };
  if (error instanceof SyntaxError) return body('bad_request', t('errors.request.invalidJson'));
  return { ...body('bad_request'), statusCode: status };
}

/** The one answer to every error: the app's own, invalid input, Fastify's client errors, bugs. */
function sendError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    if (error instanceof RateLimitedError) reply.header('retry-after', error.retryAfterSeconds);
    return reply.status(error.statusCode).send(body(error.code, error.message, error.errors));
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const where = error.validationContext ?? 'body';
    const errors = error.validation.map((v) => {
      const field = [where, ...String(v.instancePath).split('/').filter(Boolean)].join('.');
      return { field, message: v.message ?? t('errors.fields.invalid') };
    });
    const invalid = invalidFields(errors);
    return reply.status(invalid.statusCode).send(body(invalid.code, invalid.message, invalid.errors));
  }
  const clientError = fromFastifyClientError(error);
  if (clientError) return reply.status(clientError.statusCode).send(clientError);
  // PostgreSQL restarting or unreachable: the pool reconnects by itself, so the caller retries.
  if (isConnectionLost(error)) {
    request.log.warn({ err: error }, 'database unreachable');
    return reply.status(503).send(body('unavailable', t('errors.request.databaseUnavailable')));
  }

  // A bug: log everything, tell the caller nothing about internals.
  request.log.error({ err: error }, 'unhandled error');
  return reply.status(500).send(body('internal'));
}

export function registerErrorHandlers(app: FastifyInstance) {
  app.setErrorHandler(sendError);
}

/** Fastify's `frameworkErrors` option: errors of the router (a malformed or too long URL) answered like the rest. */
export const frameworkErrors = sendError;

/**
 * Fastify's `clientErrorHandler` option: a request Node's HTTP parser refuses (malformed, headers
 * too large, too slow) never reaches the app, so it is answered here, in the same body shape.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Duplex) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'errors.request.timeout']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'errors.request.headersTooLarge']
        : [400, 'errors.request.badHttp'];
  const json = JSON.stringify({ ...body('bad_request', t(message)), statusCode: status });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(json)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${json}`,
    );
  }
  socket.destroy(error);
}

/** Longer paths are not repeated back: a 404 names the route only when it is one a person could type. */
const ECHOED_PATH_MAX = 200;

export function notFoundBody(request: FastifyRequest): ErrorResponse {
  const path = request.url.split('?')[0]!;
  if (path.length > ECHOED_PATH_MAX) return body('not_found');
  return body('not_found', t('errors.request.noRoute', { method: request.method, path }));
}
