import { ApiError } from '../../api/api-error';

// Validation errors name the request part ('body.email'); forms know fields by name ('email').
const REQUEST_PART = /^(body|query|params|headers)\./;

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The server's per-field messages (400 and 422 `errors`), keyed by form field name. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const byField: Record<string, string> = {};
  for (const { field, message } of error.fieldErrors) {
    byField[field.replace(REQUEST_PART, '')] ??= capitalise(message);
  }
  return byField;
}

/**
 * The failure as whole sentences joined with '. ', as sign-up errors are shown. A 400 lists each
 * field's message, which are whole sentences; other answers carry their full text in `message`.
 */
export function fullMessages(error: unknown): string {
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : String(error);
  const perField = error.status === 400 ? error.fieldErrors.map((e) => capitalise(e.message)) : [];
  return perField.length > 0 ? perField.join('. ') : error.message;
}
