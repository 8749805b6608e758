import {
  type ErrorCode,
  type ErrorResponse,
  errorResponseSchema,
  type FieldError,
} from '../../common/api/errors';

// For answers that are not the API's own error body (a proxy's 502, an HTML page, a network failure).
const codeByStatus: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  422: 'unprocessable',
  429: 'rate_limited',
  503: 'unavailable',
};

/** A failed API call, carrying the server's error body: statusCode, code, message, errors[]. */
export class ApiError extends Error {
  readonly body: ErrorResponse;

  constructor(body: ErrorResponse) {
    super(body.message);
    this.name = 'ApiError';
    this.body = body;
  }

  get status(): number {
    return this.body.statusCode;
  }

  get code(): ErrorCode {
    return this.body.code;
  }

  /** Per-field messages of a validation failure (empty otherwise). */
  get fieldErrors(): FieldError[] {
    return this.body.errors ?? [];
  }

  /** Builds the error from whatever the server answered, keeping its body when it is the API's. */
  static fromResponse(status: number, payload: unknown, fallbackMessage: string): ApiError {
    const parsed = errorResponseSchema.safeParse(payload);
    if (parsed.success) return new ApiError(parsed.data);
    return new ApiError({
      statusCode: status,
      code: codeByStatus[status] ?? 'internal',
      message: fallbackMessage,
    });
  }
}
