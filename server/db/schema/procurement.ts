import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { EXECUTION_END_BASES } from '../../../common/execution-end';
import { FEED_CODES } from '../../../common/feeds';
import { cpvPlaceKeys } from '../cpv-place-keys';
import { openUntil } from '../open-until';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};
/** Amounts are exact decimals: numeric, read as strings, never floats. */
const amount = (name: string) => numeric(name, { precision: 18, scale: 2 });

/**
 * Contracting bodies and companies, one row per real-world party: `key` is its strongest
 * identifier (NIF, then DIR3, then platform id, then normalised name).
 */
export const parties = pgTable(
  'parties',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').notNull(),
    /** Tax id (NIF/CIF) when known: what users type to find a company. */
    partyId: text('party_id'),
    /** Display name: the most recent published one, PLACSP's ' - FORM. dd/mm/yyyy' note removed. */
    name: text('name').notNull(),
    /** atom:updated of the entry the name comes from: an older entry never renames the party. */
    nameUpdatedAt: timestamp('name_updated_at', { withTimezone: true }),
    /** Every identifier seen, by scheme (NIF, DIR3, ID_PLATAFORMA, OTROS, UTE…). */
    identifiers: jsonb('identifiers').$type<Record<string, string>>().notNull().default({}),
    typeCode: text('type_code'),
    hierarchy: text('hierarchy').array().notNull().default(sql`'{}'::text[]`),
    website: text('website'),
    address: jsonb('address').$type<Record<string, string | null>>(),
    isContractingBody: boolean('is_contracting_body').notNull().default(false),
    isCompany: boolean('is_company').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('parties_key_key').on(t.key),
    index('parties_party_id_idx').on(t.partyId),
    index('parties_name_trgm_idx').using('gin', sql`unaccent_immutable(${t.name}) gin_trgm_ops`),
  ],
);

/** One row per PLACSP entry (a contract folder as one platform publishes it). */
export const projects = pgTable(
  'projects',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** atom:id — the stable key of the entry; tombstones refer to it. */
    entryId: text('entry_id').notNull(),
    /** The feed it was read from: 643 licitaciones, 1044 plataformas agregadas, 1143 contratos menores. */
    feed: text('feed', { enum: FEED_CODES }).notNull(),
    /** atom:updated of the stored version: a version only replaces an older one. */
    sourceUpdatedAt: timestamp('source_updated_at', { withTimezone: true }).notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedReason: text('deleted_reason'),
    title: text('title').notNull(),
    summary: text('summary'),
    status: text('status'),
    totalAmount: amount('total_amount'),
    taxExclusiveAmount: amount('tax_exclusive_amount'),
    estimatedAmount: amount('estimated_amount'),
    /** Estimated value, else budget without VAT, else with VAT: what "importe" filters and sorts on. */
    sortAmount: amount('sort_amount'),
    contractFolderId: text('contract_folder_id'),
    link: text('link'),
    /** Duration with its unit (DAY, WEE, MON, ANN), when the folder states one. */
    plannedPeriod: numeric('planned_period', { precision: 10, scale: 2, mode: 'number' }),
    plannedPeriodUnit: text('planned_period_unit'),
    /**
     * The execution's stated start and end (also in `data`): a result card shows them, and
     * reading them out of the large document cost more than the rest of a search's page.
     */
    plannedStartDate: date('planned_start_date', { mode: 'string' }),
    plannedEndDate: date('planned_end_date', { mode: 'string' }),
    /** Last day of the execution and what it was read from (common/execution-end.ts), set at import. */
    executionEnd: date('execution_end', { mode: 'string' }),
    executionEndBasis: text('execution_end_basis', { enum: EXECUTION_END_BASES }),
    /** cac:ContractExtension's text, and the end including it when the text states how long. */
    extensionText: text('extension_text'),
    executionEndWithExtensions: date('execution_end_with_extensions', { mode: 'string' }),
    contractType: text('contract_type'),
    procedureCode: text('procedure_code'),
    contractingPartyId: integer('contracting_party_id').references(() => parties.id),
    contractingPartyName: text('contracting_party_name'),
    locationCity: text('location_city'),
    locationPostalCode: text('location_postal_code'),
    /** NUTS code as published (NUTS1/2/3 or just ES): region filters match by prefix. */
    locationNuts: text('location_nuts'),
    locationSubentity: text('location_subentity'),
    locationCountry: text('location_country'),
    publicationDate: date('publication_date', { mode: 'string' }),
    submissionDeadline: timestamp('submission_deadline', { withTimezone: true }),
    cpvCodes: text('cpv_codes').array().notNull().default(sql`'{}'::text[]`),
    /** The CPV codes and all their broader codes, so 45000000 finds 45233120 through one index. */
    cpvPrefixes: text('cpv_prefixes').array().notNull().default(sql`'{}'::text[]`),
    hasLots: boolean('has_lots').notNull().default(false),
    awardeePartyIds: integer('awardee_party_ids').array().notNull().default(sql`'{}'::int[]`),
    /**
     * The smallest and largest offers received and usable discount among the tender's awards
     * (`awardRanges` of common/competition.ts), written with its results: the search's offers and
     * discount filters find tenders through an index beside the other filters' instead of
     * looking up each tender's awards.
     */
    offersMin: integer('offers_min'),
    offersMax: integer('offers_max'),
    discountMin: doublePrecision('discount_min'),
    discountMax: doublePrecision('discount_max'),
    /**
     * What '¿Puedo presentarme?' compares, per scope (server/search/eligibility-sql.ts writes and
     * reads it): the eligibility filter of search and alerts decides on it for any profile.
     * Null until the entry's requirements were read.
     */
    eligibilityFacts: jsonb('eligibility_facts'),
    /**
     * What bidders must meet, for the requirement filters (server/search/requirement-figures.ts),
     * written with the entry: a classification or a definitive guarantee asked by the folder or a
     * lot, and the least price and automatic share and the most juicio de valor of its scopes
     * (percent). Null when the stored entry does not publish it.
     */
    requiresClassification: boolean('requires_classification'),
    requiresDefinitiveGuarantee: boolean('requires_definitive_guarantee'),
    priceWeight: doublePrecision('price_weight'),
    automaticWeight: doublePrecision('automatic_weight'),
    valueJudgementWeight: doublePrecision('value_judgement_weight'),
    /** Title A, CPV labels and contracting body B, summary C, lots D (Spanish, accent-insensitive). */
    searchVector: tsvector('search_vector'),
    /** Part of the generated demonstration set loaded when PLACSP was unreachable at first start. */
    isDemo: boolean('is_demo').notNull().default(false),
    /** The whole mapped entry, for the detail page and for field-level change detection. */
    data: jsonb('data').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('projects_entry_id_key').on(t.entryId),
    index('projects_search_idx').using('gin', t.searchVector),
    index('projects_publication_idx').on(t.publicationDate.desc(), t.id.desc()),
    // Both date orders of the search keep undated tenders last: a backward scan of the index
    // above would put them first, and a common word would mean sorting half the table.
    index('projects_publication_asc_idx').on(t.publicationDate.asc(), t.id.asc()),
    index('projects_sort_amount_idx').on(t.sortAmount),
    index('projects_sort_amount_desc_idx').on(t.sortAmount.desc().nullsLast(), t.id.desc()),
    index('projects_deadline_idx').on(t.submissionDeadline),
    // "Only open tenders": the few still receiving offers, as one range of this index (an undated
    // PUB tender is open: its deadline reads as infinity). Written `deadline is null or deadline >
    // now`, the condition was a filter over every PUB tender: 7 s on the whole history.
    index('projects_open_until_idx')
      .on(openUntil(sql`${t.submissionDeadline}`))
      .where(sql`${t.status} = 'PUB' and ${t.deletedAt} is null`),
    // Contracts ending between two dates (renewal radar and alerts), in end order.
    index('projects_execution_end_idx').on(t.executionEnd, t.id),
    // How fresh the data is when no sync ran (imports): the newest stored entry, read from the index.
    index('projects_source_updated_idx').on(t.sourceUpdatedAt),
    index('projects_status_idx').on(t.status),
    index('projects_cpv_prefixes_idx').using('gin', t.cpvPrefixes),
    index('projects_cpv_place_idx').using('gin', cpvPlaceKeys(sql`${t.cpvPrefixes}`, sql`${t.locationNuts}`)),
    index('projects_awardees_idx').using('gin', t.awardeePartyIds),
    index('projects_nuts_idx').on(sql`${t.locationNuts} text_pattern_ops`),
    index('projects_folder_idx').on(t.contractFolderId),
    // A body's tenders by publication year (its page's counts and chart, its analytics, comparable
    // tenders of an open one), read from this index alone: a body publishes thousands of tenders,
    // each on its own page of the wide table otherwise.
    index('projects_contracting_party_idx').on(
      t.contractingPartyId,
      t.publicationDate,
      t.deletedAt,
      t.sortAmount,
      t.id,
    ),
    // A company's markets on its Análisis: a body's tenders in one CPV division (of the main code).
    index('projects_body_division_idx').on(t.contractingPartyId, sql`left(${t.cpvCodes}[1], 2)`),
    // What a company's Análisis reads of each tender it won (body, CPV division, year), from
    // this index alone: tens of thousands of wins, each a page of the wide table otherwise.
    index('projects_award_context_idx').on(
      t.id,
      t.contractingPartyId,
      t.publicationDate,
      t.deletedAt,
      t.cpvCodes,
    ),
    // 'Una sola oferta' and discount ranges, combined with CPV, status… in one bitmap.
    index('projects_offers_idx').on(t.offersMin, t.offersMax),
    index('projects_discount_idx').on(t.discountMin, t.discountMax),
    index('projects_title_trgm_idx').using('gin', sql`unaccent_immutable(${t.title}) gin_trgm_ops`),
    index('projects_party_name_trgm_idx').using(
      'gin',
      sql`unaccent_immutable(${t.contractingPartyName}) gin_trgm_ops`,
    ),
  ],
);

export const lots = pgTable(
  'lots',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    lotId: text('lot_id').notNull(),
    summary: text('summary'),
    description: text('description'),
    totalAmount: amount('total_amount'),
    taxExclusiveAmount: amount('tax_exclusive_amount'),
    cpvCodes: text('cpv_codes').array().notNull().default(sql`'{}'::text[]`),
    location: jsonb('location'),
  },
  (t) => [index('lots_project_idx').on(t.projectId, t.position)],
);

export const tenderResults = pgTable(
  'tender_results',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    lotId: text('lot_id'),
    resultCode: text('result_code'),
    description: text('description'),
    awardDate: date('award_date', { mode: 'string' }),
    payableAmount: amount('payable_amount'),
    taxExclusiveAmount: amount('tax_exclusive_amount'),
    receivedTenderQuantity: integer('received_tender_quantity'),
    /** Lowest and highest offer received (LowerTenderAmount / HigherTenderAmount). */
    lowerTenderAmount: amount('lower_tender_amount'),
    higherTenderAmount: amount('higher_tender_amount'),
    /** SMEAwardedIndicator: the winner is an SME. */
    smeAwarded: boolean('sme_awarded'),
    /** Budget without VAT of the award's lot, or of the tender when it has no lots. */
    budgetAmount: amount('budget_amount'),
    /** 1 − awarded / budget, both without VAT (`awardDiscount` of common/competition.ts). */
    discount: doublePrecision('discount'),
    /** Why the discount is left out of statistics (DISCOUNT_EXCLUSIONS); null: usable. */
    discountExclusion: text('discount_exclusion'),
    winnerPartyId: integer('winner_party_id').references(() => parties.id),
    /** The winner's name exactly as published in this notice (the party keeps its latest one). */
    winnerName: text('winner_name'),
    winnerIdScheme: text('winner_id_scheme'),
    winnerIdentifier: text('winner_identifier'),
  },
  (t) => [
    index('tender_results_project_idx').on(t.projectId, t.position),
    // A company's wins with every figure its Análisis reads (index-only).
    index('tender_results_winner_idx').on(
      t.winnerPartyId,
      t.awardDate,
      t.projectId,
      t.id,
      t.receivedTenderQuantity,
      t.discount,
      t.discountExclusion,
      t.smeAwarded,
      t.payableAmount,
      t.taxExclusiveAmount,
    ),
    // Competition statistics by award year (market view, yearly series).
    index('tender_results_award_date_idx').on(t.awardDate),
    // The market's and a body's Análisis read a tender's awards from this index alone
    // (index-only), never the wide result rows.
    index('tender_results_award_figures_idx').on(
      t.projectId,
      t.receivedTenderQuantity,
      t.discount,
      t.discountExclusion,
      t.winnerPartyId,
      t.taxExclusiveAmount,
      t.payableAmount,
    ),
  ],
);
