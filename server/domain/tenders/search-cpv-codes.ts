import { type SQL, sql } from 'drizzle-orm';
import type { CpvEntry, CpvSearchQuery, CpvSearchResponse } from '../../../common/api/cpv';
import { cpvAncestorsAndSelf } from '../../../common/cpv';
import type { Db } from '../../db/client';
import { pgArray, queryRows } from '../../db/rows';
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
 * A word as it may sit in a label: Spanish plurals typed ('vias publicas', 'construcciones')
 * match their singular ('vía pública', 'construcción').
 */
function singular(word: string): string {
  if (word.length <= 4) return word;
  if (/[^aeiouáéíóú]es$/i.test(word)) return word.slice(0, -2);
  return word.replace(/s$/i, '');
}

/**
 * Every word in the label (accent- and case-insensitive, plurals as their singular), broader codes
 * first; or, for misspellings, a close trigram match of the whole text, closest first. The exact
 * label comes first of all.
 */
function byWords(q: string): { where: SQL; order: SQL } {
  const label = sql`c.label`;
  const allWords = sql.join(
    q.split(/\s+/).map((w) => accentFreeIlike(label, singular(w))),
    sql` and `,
  );
  const fuzzy = sql`unaccent_immutable(${q}) <% unaccent_immutable(c.label)`;
  return {
    where: sql`((${allWords}) or ${fuzzy})`,
    order: sql`lower(unaccent_immutable(c.label)) = lower(unaccent_immutable(${q})) desc, (${allWords}) desc,
      case when ${allWords} then ${specificity} end,
      word_similarity(unaccent_immutable(${q}), unaccent_immutable(c.label)) desc, c.code`,
  };
}

function matchOf(query: CpvSearchQuery): { where: SQL; order: SQL } {
  if (query.codes) return { where: sql`c.code = any(${pgArray(query.codes)}::text[])`, order: sql`c.code` };
  if (!query.q) return { where: sql`c.code like '__000000'`, order: sql`c.code` };
  const code = CODE_PREFIX.exec(query.q)?.[1];
  return code ? byCode(code) : byWords(query.q);
}

interface Row {
  code: string;
  label: string;
  check_digit: number;
  narrower: number;
}

/**
 * The CPV catalogue for the cpv_codes picker, each code with its broader codes and how many
 * narrower ones it covers; without a query, its divisions.
 */
export async function searchCpvCodes(db: Db, query: CpvSearchQuery): Promise<CpvSearchResponse> {
  const { where, order } = matchOf(query);
  const limit = query.codes ? query.codes.length : query.limit;
  const rows = await queryRows<Row>(
    db,
    sql`select c.code, c.label, c.check_digit,
        (select count(*)::int from cpv_codes d
          where d.code like rtrim(c.code, '0') || '%' and d.code <> c.code) as narrower
      from cpv_codes c where ${where} order by ${order} limit ${limit}`,
  );
  const broader = (code: string) => cpvAncestorsAndSelf(code).filter((a) => a !== code);
  const labels = await labelsOf(db, [...new Set(rows.flatMap((r) => broader(r.code)))]);
  const results = rows.map(
    (r): CpvEntry => ({
      code: r.code,
      label: r.label,
      display_code: `${r.code}-${r.check_digit}`,
      path: broader(r.code).flatMap((code) => {
        const label = labels.get(code);
        return label === undefined ? [] : [{ code, label }];
      }),
      narrower: r.narrower,
    }),
  );
  return { results };
}

async function labelsOf(db: Db, codes: string[]): Promise<Map<string, string>> {
  if (codes.length === 0) return new Map();
  const rows = await queryRows<{ code: string; label: string }>(
    db,
    sql`select code, label from cpv_codes where code = any(${pgArray(codes)}::text[])`,
  );
  return new Map(rows.map((r) => [r.code, r.label]));
}
