import type { AwardingCriterion } from '../../db/tender-data';
import { numberOf } from './values';
import { childrenOf, textAt, type XmlElement } from './xml';

/** TenderingTerms/AwardingTerms/AwardingCriteria: the criteria table with its weights. */
export function readAwardingCriteria(
  terms: XmlElement | undefined,
  lotId: string | null,
): AwardingCriterion[] {
  return childrenOf(terms, 'cac:AwardingTerms').flatMap((awarding) =>
    childrenOf(awarding, 'cac:AwardingCriteria').map((criterion) => ({
      lotId,
      description: textAt(criterion, 'cbc:Description'),
      typeCode: textAt(criterion, 'cbc:AwardingCriteriaTypeCode'),
      subTypeCode: textAt(criterion, 'cbc:AwardingCriteriaSubTypeCode'),
      weight: numberOf(textAt(criterion, 'cbc:WeightNumeric')),
      note: textAt(criterion, 'cbc:Note'),
    })),
  );
}
