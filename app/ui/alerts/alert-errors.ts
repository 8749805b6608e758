import type { TFunction } from 'i18next';
import type { FieldError } from '../../../common/api/errors';
import { ApiError } from '../../api/api-error';

/** Problems of an alert as one line per field, «Field: message». */
export const problemLines = (problems: readonly FieldError[], t: TFunction): string =>
  problems
    .map(({ field, message }) => `${t(`alerts.fields.${field}`, { defaultValue: field })}: ${message}`)
    .join('\n');

/**
 * A refused alert (422) is told as one line per field, «Field: message»; undefined for
 * other failures, which are only logged.
 */
export function alertErrorLines(error: unknown, t: TFunction): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 422 || error.fieldErrors.length === 0)
    return undefined;
  return problemLines(error.fieldErrors, t);
}
