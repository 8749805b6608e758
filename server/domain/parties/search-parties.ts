import { type SQL, sql } from 'drizzle-orm';
import type {
  PartySearchQuery,
  PartySearchResponse,
  PartyWithCounts,
} from '../../../common/api/procurement-party';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { accentFreeIlike } from '../../search/tender-filters';
import { contractedTendersOf, partyWithCountsColumns, wonResultsOf } from './party-counts';

/** A tax id as people type it (b-74408725, B 74408725) in the stored spelling. */
const normalisedTaxId = (terms: string) => terms.toUpperCase().replace(/[\s.-]/g, '');

/**
 * Names match fuzzily: every word-like stretch of the name close to the terms (pg_trgm word
 * similarity, so "forestal ovideo" finds FORESTAL OVIEDO S.L.) or containing them; both served
 * by the unaccented trigram index. A tax id matches exactly and ranks first.
 */
function nameOrTaxId(terms: string): { where: SQL; order: SQL } {
  const taxId = normalisedTaxId(terms);
  const name = sql`unaccent_immutable(pa.name)`;
  const query = sql`unaccent_immutable(${terms})`;
  return {
    where: sql`(pa.party_id = ${taxId} or ${query} <% ${name} or ${accentFreeIlike(sql`pa.name`, terms)})`,
    order: sql`pa.party_id = ${taxId} desc, word_similarity(${query}, ${name}) desc,
      similarity(${query}, ${name}) desc, pa.name, pa.id`,
  };
}

/** Contracting bodies and companies by name or tax id, with how many tenders and awards each has. */
export async function searchParties(db: Db, q: PartySearchQuery): Promise<PartySearchResponse> {
  const conditions: SQL[] = [];
  const text = q.searchTerms ? nameOrTaxId(q.searchTerms) : undefined;
  if (text) conditions.push(text.where);
  const kinds = [
    ...(q.filters.contracted_projects ? [sql`exists (${contractedTendersOf})`] : []),
    ...(q.filters.awarded_projects ? [sql`exists (${wonResultsOf})`] : []),
  ];
  if (kinds.length) conditions.push(sql`(${sql.join(kinds, sql` or `)})`);
  const where = conditions.length ? sql.join(conditions, sql` and `) : sql`true`;

  const [countRow] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from parties pa where ${where}`,
  );
  const total = countRow?.total ?? 0;
  const results = await queryRows<PartyWithCounts>(
    db,
    sql`select ${partyWithCountsColumns} from parties pa where ${where}
        order by ${text?.order ?? sql`pa.name, pa.id`}
        limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`,
  );
  return {
    results,
    metadata: { total_results: total, total_pages: Math.ceil(total / q.pageSize), current_page: q.page },
  };
}
