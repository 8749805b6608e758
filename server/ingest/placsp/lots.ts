import type { Lot } from '../../db/tender-data';
import { readLocation } from './location';
import { amountAt, cpvCodesOf, unique } from './values';
import { child, childrenOf, textAt, type XmlElement } from './xml';

/** CFS/ProcurementProjectLot → lots with their own name, budget, CPVs and place. */
export function readLots(cfs: XmlElement): Lot[] {
  return childrenOf(cfs, 'cac:ProcurementProjectLot').flatMap((lot) => {
    const lotId = textAt(lot, 'cbc:ID');
    if (!lotId) return [];
    const project = child(lot, 'cac:ProcurementProject');
    const budget = child(project, 'cac:BudgetAmount');
    return [
      {
        lotId,
        summary: textAt(project, 'cbc:Name'),
        description: textAt(project, 'cbc:Description'),
        location: readLocation(child(project, 'cac:RealizedLocation')),
        totalAmount: amountAt(budget, 'cbc:TotalAmount'),
        taxExclusiveAmount: amountAt(budget, 'cbc:TaxExclusiveAmount'),
        estimatedOverallContractAmount: amountAt(budget, 'cbc:EstimatedOverallContractAmount'),
        cpvCodes: unique(cpvCodesOf(project)),
      },
    ];
  });
}
