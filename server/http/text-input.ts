import type { FastifyInstance } from 'fastify';
import { invalidFields } from '../errors';
import { t } from '../messages';

/**
 * Text PostgreSQL cannot hold: the NUL character, and half of a UTF-16 surrogate pair (not a
 * Unicode character; jsonb refuses it, text would silently turn it into U+FFFD).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the NUL character is what it looks for.
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const UNSTORABLE_TEXT_MESSAGE = t('errors.fields.unstorableText');

/** The first field (as `body.filters.title`) whose text — or key — PostgreSQL cannot hold. */
function unstorableField(value: unknown, at: string): string | undefined {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? at : undefined;
  // Parsed JSON only: a raw body (the Stripe webhook's Buffer) is not text to walk.
  if (!value || typeof value !== 'object' || Buffer.isBuffer(value)) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const field = `${at}.${key}`;
    if (UNSTORABLE.test(key)) return field;
    const found = unstorableField(item, field);
    if (found) return found;
  }
  return undefined;
}

/**
 * One check of every request's path, query and body before any schema runs: whatever field
 * carries such text is answered 400 naming it, so no route can pass it on to the database.
 */
export function rejectUnstorableText(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const parts = { params: request.params, querystring: request.query, body: request.body };
    for (const [where, value] of Object.entries(parts)) {
      const field = unstorableField(value, where);
      if (field) {
        throw invalidFields([{ field, message: UNSTORABLE_TEXT_MESSAGE }]);
      }
    }
  });
}
