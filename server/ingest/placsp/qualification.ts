import type { Declaration, SolvencyCriterion } from '../../db/tender-data';
import { readSolvencyThreshold, refersToPliego } from './solvency-amount';
import { childrenOf, textAt, type XmlElement } from './xml';

/** Financial or TechnicalEvaluationCriteria of a TendererQualificationRequest, text kept whole. */
export function readSolvency(
  request: XmlElement | undefined,
  kind: 'cac:FinancialEvaluationCriteria' | 'cac:TechnicalEvaluationCriteria',
  lotId: string | null,
): SolvencyCriterion[] {
  return childrenOf(request, kind).map((criterion) => {
    const description = textAt(criterion, 'cbc:Description');
    return {
      lotId,
      typeCode: textAt(criterion, 'cbc:EvaluationCriteriaTypeCode'),
      description,
      threshold: readSolvencyThreshold(description),
      refersToPliego: refersToPliego(description),
    };
  });
}

/** SpecificTendererRequirement: the declarations asked (DeclarationTypeCode and its text). */
export function readDeclarations(request: XmlElement | undefined, lotId: string | null): Declaration[] {
  return childrenOf(request, 'cac:SpecificTendererRequirement').map((requirement) => ({
    lotId,
    typeCode: textAt(requirement, 'cbc:RequirementTypeCode'),
    description: textAt(requirement, 'cbc:Description'),
  }));
}
