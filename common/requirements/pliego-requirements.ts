import type { PliegoFindings } from '../api/pliego-findings';
import type { AwardingCriterionView, PliegoRef, TenderRequirementsView } from '../api/tender-requirements';
import { canonicalCode, parseClassificationCode } from '../eligibility/classification-codes';

/** The findings that count for a tender, and the stored document they were read from. */
export interface TenderPliego {
  document_id: number;
  document_name: string;
  findings: PliegoFindings;
}

interface Finding {
  page: number;
  member?: string;
}

const refOf = (pliego: TenderPliego, f: Finding): PliegoRef => ({
  source: 'pliego',
  page: f.page,
  document_id: pliego.document_id,
  document_name: pliego.document_name,
  ...(f.member ? { member: f.member } : {}),
});

/** A tender that publishes no requirement at all. */
export const NO_REQUIREMENTS: TenderRequirementsView = {
  classifications: [],
  financial: [],
  technical: [],
  descriptions: [],
  guarantees: [],
  declarations: [],
  subcontracting: [],
  variants_allowed: null,
};

const canonical = (code: string) => {
  const parsed = parseClassificationCode(code);
  return parsed ? canonicalCode(parsed) : code;
};

/**
 * The tender's requirements with what its pliego adds, each added item marked with the page it
 * was read at. The feed's items stay as published and first; a pliego item saying the same as
 * one of them is left out, one saying otherwise is added beside it as the pliego's.
 */
export function withPliegoRequirements(
  feed: TenderRequirementsView | null,
  pliego: TenderPliego | null,
): TenderRequirementsView | null {
  if (!pliego) return feed;
  const base = feed ?? NO_REQUIREMENTS;
  const f = pliego.findings;
  const solvency = (items: PliegoFindings['financial'], published: TenderRequirementsView['financial']) =>
    items
      .filter(
        (s) =>
          s.amount == null ||
          !published.some((p) => p.amount != null && Number(p.amount) === Number(s.amount)),
      )
      .map((s) => ({
        lot_id: null,
        type_code: null,
        description: s.description,
        amount: s.amount,
        basis: s.basis,
        factor: s.factor,
        refers_to_pliego: false,
        ...refOf(pliego, s),
      }));
  const publishedCodes = new Set(base.classifications.map((c) => canonical(c.code)));
  return {
    ...base,
    classifications: [
      ...base.classifications,
      ...f.classifications
        .filter((c) => !publishedCodes.has(canonical(c.code)))
        .map((c) => ({
          lot_id: null,
          group: c.group,
          subgroup: c.subgroup,
          category: c.category,
          code: c.code,
          ...refOf(pliego, c),
        })),
    ],
    financial: [...base.financial, ...solvency(f.financial, base.financial)],
    technical: [...base.technical, ...solvency(f.technical, base.technical)],
    guarantees: [
      ...base.guarantees,
      ...f.guarantees
        .filter((g) => !base.guarantees.some((p) => p.type_code === g.type_code && p.rate === g.rate))
        .map((g) => ({
          lot_id: null,
          type_code: g.type_code,
          rate: g.rate,
          amount: null,
          ...refOf(pliego, g),
        })),
    ],
    execution_term: f.execution_term && { ...refOf(pliego, f.execution_term), text: f.execution_term.text },
    price_revision: f.price_revision && {
      ...refOf(pliego, f.price_revision),
      applies: f.price_revision.applies,
    },
    site_visit: f.site_visit && { ...refOf(pliego, f.site_visit), required: f.site_visit.required },
  };
}

/** The pliego's award criteria, only for a tender whose feed publishes none. */
export function withPliegoCriteria(
  feed: AwardingCriterionView[],
  pliego: TenderPliego | null,
): AwardingCriterionView[] {
  if (feed.length > 0 || !pliego) return feed;
  return pliego.findings.awarding_criteria.map((c) => ({
    lot_id: null,
    description: c.description,
    type_code: null,
    sub_type_code: null,
    weight: c.weight,
    ...refOf(pliego, c),
  }));
}

const fromPliego = (item: { source?: 'pliego' }) => item.source === 'pliego';

/**
 * The requirements '¿Puedo presentarme?' judges: the feed's, except where the feed sends the
 * reader to the pliego or says nothing, where the pliego's (read) items stand in for them.
 */
export function eligibilityRequirements(r: TenderRequirementsView): TenderRequirementsView {
  const feedOnly = <T extends { source?: 'pliego' }>(items: T[]) => items.filter((i) => !fromPliego(i));
  const solvency = (items: TenderRequirementsView['financial']) => {
    const published = feedOnly(items);
    const pliegoItems = items.filter(fromPliego);
    if (pliegoItems.length === 0 || !published.every((s) => s.refers_to_pliego && s.amount == null))
      return published;
    return pliegoItems;
  };
  const classifications = feedOnly(r.classifications);
  const financial = solvency(r.financial);
  const technical = solvency(r.technical);
  return {
    ...r,
    classifications: classifications.length > 0 ? classifications : r.classifications,
    financial,
    technical,
    // The request's own text ('Según pliego…') is what the pliego's items now answer.
    descriptions: [...financial, ...technical].some(fromPliego) ? [] : r.descriptions,
  };
}
