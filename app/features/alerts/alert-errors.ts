import type { TFunction } from 'i18next';
import { ApiError } from '../../api/api-error';

/**
 * A refused alert (422) is told as one line per field, «Field: message»; undefined for
 * other failures, which are only logged.
 */
export function alertErrorLines(error: unknown, t: TFunction): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 422 || error.fieldErrors.length === 0)
    return undefined;
  return error.fieldErrors
    .map(({ field, message }) => `${t(`alerts.fields.${field}`, { defaultValue: field })}: ${message}`)
    .join('\n');
}
