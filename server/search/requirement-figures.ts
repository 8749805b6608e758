import type { AwardingCriterionView } from '../../common/api/tender-requirements';
import { tenderCriteriaSplit } from '../../common/requirements/criteria-split';
import type { projects } from '../db/schema';
import type { AwardingCriterion, PlacspEntry, TenderRequirements } from '../db/tender-data';

const TYPE_CODES = ['OBJ', 'SUBJ'] as const;
const typeCodeOf = (code: string | null) => TYPE_CODES.find((c) => c === code) ?? null;

/** The stored criteria in the API's names (the tender page and the split read them so). */
export const presentAwardingCriteria = (criteria: AwardingCriterion[] | null): AwardingCriterionView[] =>
  (criteria ?? []).map((c) => ({
    lot_id: c.lotId,
    description: c.description,
    type_code: typeCodeOf(c.typeCode),
    sub_type_code: c.subTypeCode,
    weight: c.weight,
  }));

/** GuaranteeTypeCode of the garantía definitiva. */
const DEFINITIVE = '2';

/**
 * Whether the entry states any requirement (solvency, classification, guarantees…). The
 * importer reads an empty set from an entry without tendering terms — most of the regional
 * platforms' (1044) — which says nothing, not that nothing is required.
 */
const publishesRequirements = (r: TenderRequirements) =>
  r.variantsAllowed != null ||
  [
    r.classifications,
    r.financial,
    r.technical,
    r.descriptions,
    r.guarantees,
    r.declarations,
    r.subcontracting,
  ].some((list) => list.length > 0);

export type RequirementFigures = Pick<
  typeof projects.$inferInsert,
  | 'requiresClassification'
  | 'requiresDefinitiveGuarantee'
  | 'priceWeight'
  | 'automaticWeight'
  | 'valueJudgementWeight'
>;

/**
 * The columns the requirement filters read, from the stored entry: null where it does not
 * publish them (stored before the importer read requirements, no tendering terms, no criteria),
 * so a filter never takes silence for 'not required'. An entry that states its requirements
 * without a classification or a definitive guarantee asks for neither.
 */
export function requirementFigures(
  e: Pick<PlacspEntry, 'awardingCriteria' | 'requirements'>,
): RequirementFigures {
  const r = e.requirements && publishesRequirements(e.requirements) ? e.requirements : null;
  const split = tenderCriteriaSplit(presentAwardingCriteria(e.awardingCriteria ?? null));
  return {
    requiresClassification: r ? r.classifications.length > 0 : null,
    requiresDefinitiveGuarantee: r ? r.guarantees.some((g) => g.typeCode === DEFINITIVE) : null,
    priceWeight: split?.price ?? null,
    automaticWeight: split?.automatic ?? null,
    valueJudgementWeight: split?.judgement ?? null,
  };
}
