import type { StoredDocument } from '../../../common/api/documents';
import { type ShareDocumentBody, shareDocumentBodySchema } from '../../../common/api/publications';

/** The share form's fields as typed: addresses separated by commas, semicolons, spaces or lines. */
export interface ShareFormValues {
  emails: string;
  message: string;
}

export type ShareFormResult =
  | { ok: true; body: ShareDocumentBody }
  | { ok: false; errors: Partial<Record<keyof ShareFormValues, string>> };

export const splitAddresses = (text: string) => text.split(/[\s,;]+/).filter(Boolean);

/**
 * Checks the form with the schema the server applies to POST /v1/sources/share. A wrong address
 * is named in the message, so among several the user sees which one to fix.
 */
export function parseShareForm(
  doc: Pick<StoredDocument, 'source' | 'id'>,
  values: ShareFormValues,
): ShareFormResult {
  const emails = splitAddresses(values.emails);
  const parsed = shareDocumentBodySchema.safeParse({
    source: doc.source,
    id: doc.id,
    emails,
    message: values.message,
  });
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: Partial<Record<keyof ShareFormValues, string>> = {};
  for (const issue of parsed.error.issues) {
    const [field, index] = issue.path;
    if (field === 'emails') {
      errors.emails ??= typeof index === 'number' ? `${emails[index]}: ${issue.message}` : issue.message;
    } else if (field === 'message') {
      errors.message ??= issue.message;
    }
  }
  return { ok: false, errors };
}
