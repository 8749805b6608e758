import { t } from '../../messages';

/** Why a document could not be read, as the Spanish reason kept on the document. */
export class DocumentReadError extends Error {}

export const protectedDocument = () => new DocumentReadError(t('documentFetch.passwordProtected'));
export const damagedDocument = () => new DocumentReadError(t('documentFetch.damaged'));

/**
 * The reason to keep for a reader's failure: ours as they are; pdf.js's password and format
 * errors, JSZip's and the Word readers' by what they mean (their own messages are English).
 */
export function readFailure(err: unknown): DocumentReadError {
  if (err instanceof DocumentReadError) return err;
  const { name, message } = err as Error;
  if (name === 'PasswordException' || /encrypted/i.test(message ?? '')) return protectedDocument();
  return damagedDocument();
}
