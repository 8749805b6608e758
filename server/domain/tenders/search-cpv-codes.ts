import { type SQL, sql } from 'drizzle-orm';
import type { CpvSearchQuery, CpvSearchResponse } from '../../../common/api/cpv';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { accentFreeIlike } from '../../search/tender-filters';

/** Digits of a code, optionally with its check digit (45233120-7): searched as a prefix. */
const CODE_PREFIX = /^(\d{1,8})(?:-\d)?$/;
/** Significant digits: 45000000 (division) → 2 … 45233120 → 7; broader codes sort first. */
const specificity = sql`length(rtrim(c.code, '0'))`;

function byCode(prefix: string): { where: SQL; order: SQL } {
  return {
    where: sql`c.code like ${`${prefix}%`}`,
    order: sql`c.code = ${prefix} desc, ${specificity}, c.code`,
  };
}

/**
 * Every word in the label (accent- and case-insensitive), or, for misspellings, a close trigram
 * match of the whole text; the exact label first, then labels with every word, broader first.
 */
function byWords(q: string): { where: SQL; order: SQL } {
  const label = sql`c.label`;
  const allWords = sql.join(
    q.split(/\s+/).map((w) => accentFreeIlike(label, w)),
    sql` and `,
  );
  const fuzzy = sql`unaccent_immutable(${q}) <% unaccent_immutable(c.label)`;
  return {
    where: sql`((${allWords}) or ${fuzzy})`,
    order: sql`lower(unaccent_immutable(c.label)) = lower(unaccent_immutable(${q})) desc, (${allWords}) desc,
      ${specificity}, word_similarity(unaccent_immutable(${q}), unaccent_immutable(c.label)) desc, c.code`,
  };
}

function matchOf(q: string): { where: SQL; order: SQL } {
  if (!q) return { where: sql`c.code like '__000000'`, order: sql`c.code` };
  const code = CODE_PREFIX.exec(q)?.[1];
  return code ? byCode(code) : byWords(q);
}

/** The CPV catalogue for the cpv_codes picker; without a query, its divisions. */
export async function searchCpvCodes(db: Db, query: CpvSearchQuery): Promise<CpvSearchResponse> {
  const { where, order } = matchOf(query.q);
  const results = await queryRows<{ code: string; label: string }>(
    db,
    sql`select c.code, c.label from cpv_codes c where ${where} order by ${order} limit ${query.limit}`,
  );
  return { results };
}
