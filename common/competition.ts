/**
 * What competition figures mean, in one place: an award's discount (baja), why an award is
 * left out of the discount statistics, and the quartiles every statistic is given as. The
 * importer stores each award's discount and exclusion with these rules; the SQL statistics
 * (`server/search/competition-sql.ts`) aggregate what is stored the same way `quartilesOf` does.
 */

/** TenderResultCode values of a contract that was not awarded: desierto, desistimiento, renuncia. */
export const VOID_RESULT_CODES = ['3', '4', '5', '6', '7'] as const;

/** Above this a discount says more about the published amounts than about the bidding. */
export const MAX_USABLE_DISCOUNT = 0.9;

/**
 * Why an award's discount is not used in statistics. The first four leave it unknown (null);
 * the others keep the raw value, shown on the tender page but not aggregated.
 */
export const DISCOUNT_EXCLUSIONS = [
  /** Desierto, desistimiento or renuncia: nothing was awarded. */
  'not_awarded',
  /** No awarded amount without VAT. */
  'no_amount',
  /** No budget without VAT for the award's lot (or tender), or a zero one. */
  'no_budget',
  /** Several awards of a tender without lot budgets: each one's share of the budget is unknown. */
  'shared_budget',
  /** A contrato menor: its published budget is the awarded amount. */
  'minor_contract',
  /** A framework agreement or dynamic purchasing system, set up or used: amounts are ceilings. */
  'framework',
  /** Awarded by unit prices: the amount is a ceiling or a price list, not the winning offer. */
  'unit_price',
  /** The award exceeds the budget (discount below 0 %). */
  'negative',
  /** Discount above 90 %. */
  'above_limit',
] as const;
export type DiscountExclusion = (typeof DISCOUNT_EXCLUSIONS)[number];

/** ProcedureCode: 6 contrato menor; 7 derivado de acuerdo marco; 12 basado en un sistema dinámico. */
const MINOR_PROCEDURE = '6';
const FRAMEWORK_PROCEDURES = new Set(['7', '12']);
/** ContractingSystemCode: 1/2 set up a framework agreement / dynamic system, 3/4 based on one. */
const FRAMEWORK_SYSTEMS = new Set(['1', '2', '3', '4']);
/** The title or object says the contract is awarded by unit prices ("por precios unitarios"). */
export const UNIT_PRICE_WORDS = /precios?\s+unitarios?/i;

export interface DiscountInput {
  resultCode: string | null;
  /** Awarded amount without VAT. */
  awardedAmount: string | null;
  /** Budget without VAT of the award's lot, or of the tender when it has no lots. */
  budget: string | null;
  /** The budget is the whole tender's and other awards share it. */
  sharedBudget: boolean;
  procedureCode: string | null;
  contractingSystemCode: string | null;
  /** The tender's title and object, where a unit-price award says so. */
  text: string;
}

export interface AwardDiscount {
  /** 1 − awarded / budget (a fraction, 6 decimals); null when it cannot be computed. */
  discount: number | null;
  /** Why it is left out of statistics; null when it is usable. */
  exclusion: DiscountExclusion | null;
}

export const isVoidResult = (resultCode: string | null) =>
  resultCode !== null && (VOID_RESULT_CODES as readonly string[]).includes(resultCode);

/** An award's discount (baja) and, when it is meaningless, why it is left out of statistics. */
export function awardDiscount(a: DiscountInput): AwardDiscount {
  if (isVoidResult(a.resultCode)) return { discount: null, exclusion: 'not_awarded' };
  if (a.awardedAmount === null) return { discount: null, exclusion: 'no_amount' };
  const budget = a.budget === null ? 0 : Number(a.budget);
  if (!(budget > 0)) return { discount: null, exclusion: 'no_budget' };
  if (a.sharedBudget) return { discount: null, exclusion: 'shared_budget' };
  const discount = Math.round((1 - Number(a.awardedAmount) / budget) * 1e6) / 1e6;
  return { discount, exclusion: exclusionOf(a, discount) };
}

function exclusionOf(a: DiscountInput, discount: number): DiscountExclusion | null {
  if (a.procedureCode === MINOR_PROCEDURE) return 'minor_contract';
  if (
    (a.procedureCode !== null && FRAMEWORK_PROCEDURES.has(a.procedureCode)) ||
    (a.contractingSystemCode !== null && FRAMEWORK_SYSTEMS.has(a.contractingSystemCode))
  )
    return 'framework';
  if (UNIT_PRICE_WORDS.test(a.text)) return 'unit_price';
  if (discount < 0) return 'negative';
  if (discount > MAX_USABLE_DISCOUNT) return 'above_limit';
  return null;
}

interface BudgetTender {
  taxExclusiveAmount: string | null;
  lots: { lotId: string; taxExclusiveAmount: string | null }[];
  tenderResults: { resultCode: string | null }[];
}

/**
 * The budget without VAT an award is measured against: its lot's when the tender defines lots
 * (none when the lot is not among them), else the tender's. Without lot definitions several
 * awards split the tender's budget in unknown parts (1044 publishes lot numbers without lots).
 */
export function awardBudget(
  tender: BudgetTender,
  lotId: string | null,
): { budget: string | null; shared: boolean } {
  if (tender.lots.length > 0) {
    const lot = tender.lots.find((l) => l.lotId === lotId);
    return { budget: lot?.taxExclusiveAmount ?? null, shared: false };
  }
  const awards = tender.tenderResults.filter((r) => !isVoidResult(r.resultCode)).length;
  return { budget: tender.taxExclusiveAmount, shared: awards > 1 };
}

/** One result of a tender as stored: offers received, discount and why it is left out. */
export interface AwardFiguresRow {
  receivedTenderQuantity: number | null;
  discount: number | null;
  discountExclusion: string | null;
}

/** The smallest and largest offers received and usable discount among a tender's awards. */
export interface AwardRanges {
  offersMin: number | null;
  offersMax: number | null;
  discountMin: number | null;
  discountMax: number | null;
}

/**
 * A tender's ranges over its awards (void results left out), stored on the tender so its
 * search filters need no look-up of each award: a range filter matches for sure when either
 * end falls in it, and only a tender whose awards straddle it needs its awards checked.
 */
export function awardRanges(results: readonly AwardFiguresRow[]): AwardRanges {
  const awards = results.filter((r) => r.discountExclusion !== 'not_awarded');
  const offers = awards.flatMap((r) => (r.receivedTenderQuantity === null ? [] : [r.receivedTenderQuantity]));
  const discounts = awards.flatMap((r) =>
    r.discountExclusion === null && r.discount !== null ? [r.discount] : [],
  );
  const [offersMin, offersMax] = extremes(offers);
  const [discountMin, discountMax] = extremes(discounts);
  return { offersMin, offersMax, discountMin, discountMax };
}

const extremes = (values: number[]): [number | null, number | null] =>
  values.length ? [Math.min(...values), Math.max(...values)] : [null, null];

/** A statistic as the product gives it: quartiles and the sample they come from. */
export interface Quartiles {
  q1: number | null;
  median: number | null;
  q3: number | null;
  sampleSize: number;
}

/**
 * Quartiles by linear interpolation between the closest ranks — PostgreSQL's
 * `percentile_cont`, so figures computed here and in SQL agree.
 */
export function quartilesOf(values: number[]): Quartiles {
  const sorted = [...values].sort((x, y) => x - y);
  const at = (p: number) => {
    if (sorted.length === 0) return null;
    const rank = p * (sorted.length - 1);
    const low = Math.floor(rank);
    const high = Math.ceil(rank);
    return sorted[low]! + (sorted[high]! - sorted[low]!) * (rank - low);
  };
  return { q1: at(0.25), median: at(0.5), q3: at(0.75), sampleSize: sorted.length };
}

/** PLACSP appends the formalisation notice to a winner's name: 'ACME, S.L. - FORM. 03/05/2024'. */
const FORMALISATION_NOTE = /\s+-\s+FORM\.\s*\d{1,2}\/\d{1,2}\/\d{4}\s*$/i;

/** A party's display name: the published name without PLACSP's formalisation annotation. */
export const partyDisplayName = (name: string) => name.replace(FORMALISATION_NOTE, '').trim();
