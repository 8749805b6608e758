import type { AwardingCriterion, TenderRequirements } from '../../db/tender-data';
import { readAwardingCriteria } from './awarding-criteria';
import { readClassifications } from './classifications';
import { readGuarantees, readSubcontracting } from './guarantees';
import { readDeclarations, readSolvency } from './qualification';
import { booleanAt } from './values';
import { child, childrenOf, textAt, type XmlElement } from './xml';

/** Every TenderingTerms of the folder (lotId null) and of its lots, which may carry their own. */
function allTerms(cfs: XmlElement): { terms: XmlElement | undefined; lotId: string | null }[] {
  const lots = childrenOf(cfs, 'cac:ProcurementProjectLot').map((lot) => ({
    terms: child(lot, 'cac:TenderingTerms'),
    lotId: textAt(lot, 'cbc:ID'),
  }));
  return [{ terms: child(cfs, 'cac:TenderingTerms'), lotId: null }, ...lots.filter((l) => l.terms)];
}

/** What an entry asks of bidders and how it awards: read from the folder's and lots' terms. */
export function readRequirements(cfs: XmlElement): {
  awardingCriteria: AwardingCriterion[];
  requirements: TenderRequirements;
} {
  const all = allTerms(cfs);
  const each = <T>(read: (terms: XmlElement | undefined, lotId: string | null) => T[]) =>
    all.flatMap(({ terms, lotId }) => read(terms, lotId));
  const request = (terms: XmlElement | undefined) => child(terms, 'cac:TendererQualificationRequest');
  return {
    awardingCriteria: each(readAwardingCriteria),
    requirements: {
      classifications: each((terms, lotId) => readClassifications(request(terms), lotId)),
      financial: each((terms, lotId) =>
        readSolvency(request(terms), 'cac:FinancialEvaluationCriteria', lotId),
      ),
      technical: each((terms, lotId) =>
        readSolvency(request(terms), 'cac:TechnicalEvaluationCriteria', lotId),
      ),
      descriptions: each((terms, lotId) => {
        const description = textAt(request(terms), 'cbc:Description');
        return description ? [{ lotId, description }] : [];
      }),
      guarantees: each(readGuarantees),
      declarations: each((terms, lotId) => readDeclarations(request(terms), lotId)),
      subcontracting: each(readSubcontracting),
      variantsAllowed: booleanAt(cfs, 'cac:TenderingTerms', 'cbc:VariantConstraintIndicator'),
    },
  };
}
