import type {
  AwardingCriterionView,
  TenderRequirementsView,
} from '../../../../common/api/tender-requirements';
import { type CriteriaSplit, criteriaSplits } from '../../../../common/requirements/criteria-split';

type Lists = Omit<
  TenderRequirementsView,
  'variants_allowed' | 'execution_term' | 'price_revision' | 'site_visit'
>;
type ListKey = keyof Lists;
const LIST_KEYS: ListKey[] = [
  'classifications',
  'financial',
  'technical',
  'descriptions',
  'guarantees',
  'declarations',
  'subcontracting',
];

/** What the folder (lotId null) or one lot publishes, with its criteria and their split. */
export type RequirementScope = Lists & {
  lotId: string | null;
  criteria: AwardingCriterionView[];
  split: CriteriaSplit | null;
};

/**
 * The tender's criteria and requirements grouped by scope: the folder first, then each lot that
 * publishes terms of its own, in the order they come. Empty when nothing is published.
 */
export function requirementScopes(
  criteria: AwardingCriterionView[],
  requirements: TenderRequirementsView | null,
): RequirementScope[] {
  const lotIds = new Set<string | null>(criteria.map((c) => c.lot_id));
  for (const key of LIST_KEYS) for (const item of requirements?.[key] ?? []) lotIds.add(item.lot_id);
  const splits = criteriaSplits(criteria);
  // A stable sort: the folder first, lots kept in their published order.
  const ordered = [...lotIds].sort((a, b) => (a === null ? -1 : b === null ? 1 : 0));
  return ordered.map((lotId) => {
    const lists = Object.fromEntries(
      LIST_KEYS.map((key) => [key, (requirements?.[key] ?? []).filter((item) => item.lot_id === lotId)]),
    ) as Lists;
    return {
      ...lists,
      lotId,
      criteria: criteria.filter((c) => c.lot_id === lotId),
      split: splits.find((s) => s.lotId === lotId) ?? null,
    };
  });
}
/** Each criterion's part of its scope's total weight in percent; null when a weight is missing. */
export function criterionShares(criteria: AwardingCriterionView[]): Array<number | null> {
  const total = criteria.reduce((sum, c) => sum + (c.weight ?? 0), 0);
  const known = criteria.every((c) => c.weight != null && c.weight >= 0) && total > 0;
  return criteria.map((c) => (known ? Math.round((1000 * (c.weight ?? 0)) / total) / 10 : null));
}
