import type { AwardingCriterionView } from '../api/tender-requirements';
import { foldWord } from '../text/words';

/**
 * How the award of one scope (the folder, or one lot with criteria of its own) is decided, in
 * percent of its total weight: price, criteria evaluated by formulas (OBJ), and juicio de valor
 * (SUBJ). Weights are published as points; the share is each criterion's part of their sum.
 * A figure is null when the entry does not let us say it (a weight missing, a type not given).
 */
export interface CriteriaSplit {
  lotId: string | null;
  price: number | null;
  automatic: number | null;
  judgement: number | null;
}

/** Sub-type 1 is price in the published list; older entries give only a description. */
const PRICE_WORDS = /\b(precio|oferta economica|proposicion economica|baja economica|importe ofertado)\b/;
export const isPriceCriterion = (c: AwardingCriterionView) =>
  c.sub_type_code === '1' || (c.sub_type_code == null && PRICE_WORDS.test(foldWord(c.description ?? '')));

const round1 = (n: number) => Math.round(n * 10) / 10;

function splitOf(lotId: string | null, criteria: AwardingCriterionView[]): CriteriaSplit {
  const weights = criteria.map((c) => c.weight);
  const single = criteria.length === 1;
  const total = weights.reduce<number>((sum, w) => sum + (w ?? 0), 0);
  const known = single || (weights.every((w) => w != null && w >= 0) && total > 0);
  const share = (pick: (c: AwardingCriterionView) => boolean) =>
    known
      ? round1(
          single
            ? pick(criteria[0]!)
              ? 100
              : 0
            : (100 * criteria.filter(pick).reduce((s, c) => s + (c.weight ?? 0), 0)) / total,
        )
      : null;
  const price = share(isPriceCriterion);
  const typed = criteria.every((c) => c.type_code != null);
  // Without type codes, a tender decided by price alone is still wholly automatic.
  const automatic = typed ? share((c) => c.type_code === 'OBJ') : price === 100 ? 100 : null;
  const judgement = typed ? share((c) => c.type_code === 'SUBJ') : price === 100 ? 0 : null;
  return { lotId, price, automatic, judgement };
}

/** One split per scope that publishes criteria: the folder's first, then each lot's. */
export function criteriaSplits(criteria: AwardingCriterionView[]): CriteriaSplit[] {
  const scopes = new Map<string | null, AwardingCriterionView[]>();
  for (const c of criteria) scopes.set(c.lot_id, [...(scopes.get(c.lot_id) ?? []), c]);
  return [...scopes].map(([lotId, list]) => splitOf(lotId, list));
}

/**
 * The tender as a whole, for filters: the least price and automatic share and the most
 * juicio de valor of its scopes, so 'Peso del precio ≥ 60 %' holds for every lot it finds.
 * Null figures (unknown in some scope) make the whole figure unknown.
 */
export function tenderCriteriaSplit(criteria: AwardingCriterionView[]): Omit<CriteriaSplit, 'lotId'> | null {
  const splits = criteriaSplits(criteria);
  if (splits.length === 0) return null;
  const fold = (pick: (s: CriteriaSplit) => number | null, f: (...n: number[]) => number) => {
    const values = splits.map(pick);
    return values.every((v): v is number => v != null) ? f(...values) : null;
  };
  return {
    price: fold((s) => s.price, Math.min),
    automatic: fold((s) => s.automatic, Math.min),
    judgement: fold((s) => s.judgement, Math.max),
  };
}
