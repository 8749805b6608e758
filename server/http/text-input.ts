import type { FastifyInstance } from 'fastify';
import { invalidFields } from '../errors';
import { t } from '../messages';

/**
 * Text PostgreSQL cannot hold: the NUL character, and half of a UTF-16 surrogate pair (not a
 * Unicode character; jsonb refuses it, text would silently turn it into U+FFFD).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the NUL character is what it looks for.
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * How deep a request's JSON may nest: the deepest schema (an alert's filters) needs 4 levels; a
 * body nested thousands deep would overflow the stack of whatever walks it next (zod, jsonb).
 */
export const MAX_NESTING = 32;

export const UNSTORABLE_TEXT_MESSAGE = t('errors.fields.unstorableText');
export const TOO_DEEP_MESSAGE = t('errors.fields.tooDeep', { max: MAX_NESTING });

/**
 * The first field (as `body.filters.title`) whose text — or key — PostgreSQL cannot hold, or that
 * nests deeper than MAX_NESTING. Walked with a stack of its own, not by recursion: the nesting is
 * the sender's to choose.
 */
function refusedField(root: unknown, rootName: string): { field: string; message: string } | undefined {
  const pending: { value: unknown; at: string; depth: number }[] = [{ value: root, at: rootName, depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, at, depth } = next;
    if (typeof value === 'string') {
      if (UNSTORABLE.test(value)) return { field: at, message: UNSTORABLE_TEXT_MESSAGE };
      continue;
    }
    // Parsed JSON only: a raw body (the Stripe webhook's Buffer) is not text to walk.
    if (!value || typeof value !== 'object' || Buffer.isBuffer(value)) continue;
    if (depth >= MAX_NESTING) return { field: at, message: TOO_DEEP_MESSAGE };
    // Reversed onto the stack, so fields are checked in their order and the first one is named.
    for (const [key, item] of Object.entries(value).reverse()) {
      const field = `${at}.${key}`;
      if (UNSTORABLE.test(key)) return { field, message: UNSTORABLE_TEXT_MESSAGE };
      pending.push({ value: item, at: field, depth: depth + 1 });
    }
  }
  return undefined;
}

/**
 * One check of every request's path, query and body before any schema runs: whatever field
 * carries such text, or nests too deep, is answered 400 naming it, so no route can pass it on to
 * the database.
 */
export function rejectUnstorableText(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const parts = { params: request.params, querystring: request.query, body: request.body };
    for (const [where, value] of Object.entries(parts)) {
      const refused = refusedField(value, where);
      if (refused) throw invalidFields([refused]);
    }
  });
}
