import type { TenderRequirementsView } from '../../../common/api/tender-requirements';
import type { SolvencyCriterion, TenderRequirements } from '../../db/tender-data';

const presentSolvency = (s: SolvencyCriterion) => ({
  lot_id: s.lotId,
  type_code: s.typeCode,
  description: s.description,
  amount: s.threshold?.amount ?? null,
  basis: s.threshold?.basis ?? null,
  factor: s.threshold?.factor ?? null,
  refers_to_pliego: s.refersToPliego,
});

/** The stored requirements in the API's names; null when the stored version has none. */
export function presentRequirements(r: TenderRequirements | null): TenderRequirementsView | null {
  if (!r) return null;
  return {
    classifications: r.classifications.map((c) => ({
      lot_id: c.lotId,
      group: c.group,
      subgroup: c.subgroup,
      category: c.category,
      code: c.code,
    })),
    financial: r.financial.map(presentSolvency),
    technical: r.technical.map(presentSolvency),
    descriptions: r.descriptions.map((d) => ({ lot_id: d.lotId, description: d.description })),
    guarantees: r.guarantees.map((g) => ({
      lot_id: g.lotId,
      type_code: g.typeCode,
      rate: g.rate,
      amount: g.amount,
    })),
    declarations: r.declarations.map((d) => ({
      lot_id: d.lotId,
      type_code: d.typeCode,
      description: d.description,
    })),
    subcontracting: r.subcontracting.map((s) => ({
      lot_id: s.lotId,
      description: s.description,
      rate: s.rate,
    })),
    variants_allowed: r.variantsAllowed,
  };
}
