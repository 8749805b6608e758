import type { Guarantee, Subcontracting } from '../../db/tender-data';
import { amountAt, numberOf } from './values';
import { childrenOf, textAt, type XmlElement } from './xml';

/** TenderingTerms/RequiredFinancialGuarantee: type 1/2/3, AmountRate (5 = 5 %), LiabilityAmount. */
export function readGuarantees(terms: XmlElement | undefined, lotId: string | null): Guarantee[] {
  return childrenOf(terms, 'cac:RequiredFinancialGuarantee').map((guarantee) => ({
    lotId,
    typeCode: textAt(guarantee, 'cbc:GuaranteeTypeCode'),
    rate: numberOf(textAt(guarantee, 'cbc:AmountRate')),
    amount: amountAt(guarantee, 'cbc:LiabilityAmount'),
  }));
}

/** TenderingTerms/AllowedSubcontractTerms: a text, a share in percent, or both. */
export function readSubcontracting(terms: XmlElement | undefined, lotId: string | null): Subcontracting[] {
  return childrenOf(terms, 'cac:AllowedSubcontractTerms').map((allowed) => ({
    lotId,
    description: textAt(allowed, 'cbc:Description'),
    rate: numberOf(textAt(allowed, 'cbc:Rate')),
  }));
}
