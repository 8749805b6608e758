import { type SQL, sql } from 'drizzle-orm';
import type { ProcurementFilters } from '../../common/api/procurement-search';
import { FEED_OF_SOURCE } from '../../common/feeds';
import { searchableWords } from '../../common/search-words';
import { cpvPlaceKeys } from '../db/cpv-place-keys';
import { openUntil } from '../db/open-until';
import { pgArray } from '../db/rows';
import { isAward, usableDiscount } from './competition-sql';

const like = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
/** `column` contains `value`, ignoring accents and case (served by the unaccent trigram indexes). */
export const accentFreeIlike = (column: SQL, value: string) =>
  sql`unaccent_immutable(${column}) ilike unaccent_immutable(${like(value)})`;
const anyOf = (parts: SQL[]) => sql`(${sql.join(parts, sql` or `)})`;

/** `column` (a date) falls in one of the (non-empty) years: as ranges, so a date index serves it. */
export const inYears = (column: SQL, years: number[]) =>
  anyOf(
    years.map((y) => sql`(${column} >= ${`${y}-01-01`}::date and ${column} < ${`${y + 1}-01-01`}::date)`),
  );

type Range = { from?: number | null; to?: number | null };
const bounded = (range: Range | undefined): range is Range => range?.from != null || range?.to != null;
/** `column` within the range's given ends, both included. */
const within = (column: SQL, range: Range) =>
  sql.join(
    [
      ...(range.from != null ? [sql`${column} >= ${range.from}`] : []),
      ...(range.to != null ? [sql`${column} <= ${range.to}`] : []),
    ],
    sql` and `,
  );
/**
 * The tender has an award satisfying `condition` (alias `r`), looked up through its results'
 * index: `offset 0` keeps the planner from reading every award of the database into a hash
 * for the few tenders that need the look-up.
 */
const hasAward = (condition: SQL) =>
  sql`exists (select 1 from tender_results r where r.project_id = p.id and ${isAward('r')} and ${condition} offset 0)`;

/**
 * Some award of the tender has its `figure` (alias `r`) in the range, decided on the tender's
 * smallest and largest (indexed columns of `p`): either end in the range is such an award, both
 * on one side of it means none; only awards straddling the range are looked up one by one.
 */
function someAwardWithin(figure: SQL, ends: { min: SQL; max: SQL }, range: Range): SQL {
  const { from, to } = range;
  return sql.join(
    [
      ...(to != null ? [sql`${ends.min} <= ${to}`] : []),
      ...(from != null ? [sql`${ends.max} >= ${from}`] : []),
      ...(from != null && to != null
        ? [sql`(${ends.min} >= ${from} or ${ends.max} <= ${to} or ${hasAward(within(figure, range))})`]
        : []),
    ],
    sql` and `,
  );
}

/** The instant a Madrid day (an SQL date) begins. */
export const madridMidnight = (day: SQL) => sql`(${day})::timestamp at time zone 'Europe/Madrid'`;

/**
 * Tenders `p` open for bids at `now`: PUB until its submission deadline, the rule of
 * common/tender-status.ts (a PUB tender past its deadline reads 'Plazo cerrado').
 */
export const openAsOf = (now: Date) =>
  sql`p.status = 'PUB' and ${openUntil(sql`p.submission_deadline`)} > ${now}`;

/** The WHERE conditions of every tender filter (alias `p` = projects). */
export function tenderFilterConditions(filters: ProcurementFilters, now = new Date()): SQL[] {
  const where: SQL[] = [sql`p.deleted_at is null`];
  const f = filters;

  // 'Solo activas', served by the partial index of open tenders (projects_open_until_idx).
  if (f.only_active) where.push(openAsOf(now));
  if (f.title) where.push(accentFreeIlike(sql`p.title`, f.title));
  // Deadlines are instants; the days a user picks are Madrid days (from its midnight, not UTC's).
  if (f.submission_deadline?.from)
    where.push(sql`p.submission_deadline >= ${madridMidnight(sql`${f.submission_deadline.from}::date`)}`);
  if (f.submission_deadline?.to)
    where.push(sql`p.submission_deadline < ${madridMidnight(sql`${f.submission_deadline.to}::date + 1`)}`);

  const loc = f.location ?? {};
  // The regional platforms (1044) publish no country: they are Spanish by construction.
  if (loc.country) where.push(sql`coalesce(p.location_country, 'ES') = ${loc.country}`);
  if (loc.city) where.push(accentFreeIlike(sql`p.location_city`, loc.city));
  if (loc.postal_codes?.length)
    where.push(sql`p.location_postal_code = any(${pgArray(loc.postal_codes)}::text[])`);
  // CPV and place together: both asked of their one index (see cpvPlaceKeys).
  const cpvAndPlace = Boolean(f.cpv_codes?.length && loc.regions?.length);
  const keys = cpvPlaceKeys(sql`p.cpv_prefixes`, sql`p.location_nuts`);
  if (cpvAndPlace) where.push(sql`${keys} && ${pgArray(loc.regions ?? [])}::text[]`);
  else if (loc.regions?.length)
    where.push(anyOf(loc.regions.map((r) => sql`p.location_nuts like ${`${r}%`}`)));

  if (f.contracting_party?.name)
    where.push(accentFreeIlike(sql`p.contracting_party_name`, f.contracting_party.name));
  if (f.amount?.from != null) where.push(sql`p.sort_amount >= ${f.amount.from}`);
  if (f.amount?.to != null) where.push(sql`p.sort_amount <= ${f.amount.to}`);

  if (f.date?.from) where.push(sql`p.publication_date >= ${f.date.from}::date`);
  if (f.date?.to) where.push(sql`p.publication_date <= ${f.date.to}::date`);
  if (f.date?.years?.length) where.push(inYears(sql`p.publication_date`, f.date.years));

  if (f.lot_division === 'has_lots') where.push(sql`p.has_lots`);
  if (f.lot_division === 'no_lots') where.push(sql`not p.has_lots`);
  if (f.status?.length) where.push(sql`p.status = any(${pgArray(f.status)}::text[])`);
  if (f.cpv_codes?.length)
    where.push(sql`${cpvAndPlace ? keys : sql`p.cpv_prefixes`} && ${pgArray(f.cpv_codes)}::text[]`);
  if (f.contract_types?.length) where.push(sql`p.contract_type = any(${pgArray(f.contract_types)}::text[])`);
  if (f.procedure_codes?.length)
    where.push(sql`p.procedure_code = any(${pgArray(f.procedure_codes)}::text[])`);
  // Only `boe` chosen: no tender matches (the publications are searched and matched on their own).
  if (f.sources?.length) {
    const feeds = f.sources.flatMap((s) => (s === 'boe' ? [] : [FEED_OF_SOURCE[s]]));
    where.push(sql`p.feed = any(${pgArray(feeds)}::text[])`);
  }

  if (f.awardee_parties?.length) {
    const matches = f.awardee_parties.map(
      (a) => sql`(w.party_id = ${a.toUpperCase()} or ${accentFreeIlike(sql`w.name`, a)})`,
    );
    where.push(sql`p.awardee_party_ids && array(select w.id from parties w where ${anyOf(matches)})`);
  }

  // Any of a tender's awards (lots) may match; discounts left out of statistics never do.
  if (bounded(f.offers))
    where.push(
      someAwardWithin(
        sql`r.received_tender_quantity`,
        { min: sql`p.offers_min`, max: sql`p.offers_max` },
        f.offers,
      ),
    );
  if (bounded(f.discount))
    where.push(
      someAwardWithin(
        usableDiscount('r'),
        { min: sql`p.discount_min`, max: sql`p.discount_max` },
        f.discount,
      ),
    );
  where.push(...requirementConditions(f));
  if (f.document_terms) where.push(inDocuments(f.document_terms));
  return where;
}

/** The Spanish query of 'En los pliegos' words. */
export const documentQuery = (terms: string) =>
  sql`websearch_to_tsquery('spanish_unaccent', ${searchableWords(terms)})`;

/**
 * Some page of one of the tender's read documents (still linked by its entry) holds the words: the pages are found through
 * their words' index first, then their tenders, rather than every page of every tender scanned.
 */
const inDocuments = (terms: string) =>
  sql`p.id in (select d.project_id from document_pages dp join tender_documents d on d.sha256 = dp.sha256
        where dp.search_vector @@ ${documentQuery(terms)} and d.removed_at is null)`;

/**
 * The requirement filters over the columns the importer fills (server/search/requirement-figures.ts);
 * null there means the tender does not publish it, which matches only when asked for.
 */
function requirementConditions(f: ProcurementFilters): SQL[] {
  const published = (column: SQL, condition: SQL) =>
    f.include_unpublished_requirements ? sql`(${column} is null or ${condition})` : condition;
  const where: SQL[] = [];
  if (f.no_classification)
    where.push(published(sql`p.requires_classification`, sql`not p.requires_classification`));
  if (f.price_weight_min != null)
    where.push(published(sql`p.price_weight`, sql`p.price_weight >= ${f.price_weight_min}`));
  if (f.automatic_weight_min != null)
    where.push(published(sql`p.automatic_weight`, sql`p.automatic_weight >= ${f.automatic_weight_min}`));
  if (f.no_value_judgement)
    where.push(published(sql`p.value_judgement_weight`, sql`p.value_judgement_weight = 0`));
  if (f.no_definitive_guarantee)
    where.push(published(sql`p.requires_definitive_guarantee`, sql`not p.requires_definitive_guarantee`));
  return where;
}
