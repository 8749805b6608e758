import type { ErrorCode, ErrorResponse, FieldError } from '../common/api/errors';

const statusByCode: Record<ErrorCode, number> = {
  validation_failed: 400,
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  subscription_required: 403,
  not_found: 404,
  conflict: 409,
  unprocessable: 422,
  payload_too_large: 413,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
};

const defaultMessages: Record<ErrorCode, string> = {
  validation_failed: 'Los datos enviados no son válidos.',
  bad_request: 'La petición no es válida.',
  unauthorized: 'Necesitas iniciar sesión para continuar.',
  forbidden: 'No tienes permiso para realizar esta acción.',
  subscription_required: 'Necesitas una suscripción activa o días de prueba para acceder.',
  not_found: 'No se ha encontrado el recurso solicitado.',
  conflict: 'El recurso ya existe o ha cambiado.',
  unprocessable: 'No se ha podido procesar la petición.',
  payload_too_large: 'La petición es demasiado grande.',
  rate_limited: 'Demasiados intentos. Espera unos minutos y vuelve a intentarlo.',
  internal: 'Se ha producido un error interno. Por favor, inténtelo de nuevo más tarde.',
  unavailable: 'El servicio no está disponible en este momento.',
};

/** The one error type domain code throws; its code decides the HTTP status. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly errors?: FieldError[],
  ) {
    super(message ?? defaultMessages[code]);
    this.name = 'AppError';
    this.statusCode = statusByCode[code];
  }
}

/** The body of every error answer: the code's status and default message unless one is given. */
export function errorBody(code: ErrorCode, message?: string, errors?: FieldError[]): ErrorResponse {
  return {
    statusCode: statusByCode[code],
    code,
    message: message ?? defaultMessages[code],
    ...(errors ? { errors } : {}),
  };
}

/** Invalid input: a 400 whose message names every field, as every validation answer does. */
export function invalidFields(errors: FieldError[]): AppError {
  const summary = errors.map((e) => `${e.field}: ${e.message}`).join('; ');
  return new AppError('validation_failed', `Datos no válidos — ${summary}`, errors);
}
