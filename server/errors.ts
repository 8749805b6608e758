import type { ErrorCode, ErrorResponse, FieldError } from '../common/api/errors';
import { t } from './messages';

const statusByCode: Record<ErrorCode, number> = {
  validation_failed: 400,
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  subscription_required: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  unprocessable: 422,
  payload_too_large: 413,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
};

/** Each code's message when the thrower gives none (common/i18n/<language>/errors.json). */
const defaultMessage = (code: ErrorCode) => t(`errors.default.${code}`);

/** The one error type domain code throws; its code decides the HTTP status. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly errors?: FieldError[],
  ) {
    super(message ?? defaultMessage(code));
    this.name = 'AppError';
    this.statusCode = statusByCode[code];
  }
}

/** Whole seconds from `now` until `at`, at least 1: what a `Retry-After` header says. */
export const secondsUntil = (at: Date, now = new Date()) =>
  Math.max(1, Math.ceil((at.getTime() - now.getTime()) / 1000));

/** A wait in seconds as the whole minutes the Spanish messages name. */
export const minutesOf = (seconds: number) => Math.ceil(seconds / 60);

/** A limit reached: a 429 whose answer says in `Retry-After` when the caller may try again. */
export class RateLimitedError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('rate_limited', message);
  }
}

/** The body of every error answer: the code's status and default message unless one is given. */
export function errorBody(code: ErrorCode, message?: string, errors?: FieldError[]): ErrorResponse {
  return {
    statusCode: statusByCode[code],
    code,
    message: message ?? defaultMessage(code),
    ...(errors ? { errors } : {}),
  };
}

/** Invalid input: a 400 whose message names every field, as every validation answer does. */
export function invalidFields(errors: FieldError[]): AppError {
  const summary = errors.map((e) => `${e.field}: ${e.message}`).join('; ');
  return new AppError('validation_failed', t('errors.request.invalidFields', { summary }), errors);
}
