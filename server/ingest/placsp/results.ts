import type { PartyRef, TenderResult, WinningParty } from '../../db/tender-data';
import { parseDate } from './dates';
import { readWinningParty } from './parties';
import { amountAt, booleanAt, countAt } from './values';
import { child, childrenOf, textAt, type XmlElement } from './xml';

/** CFS/TenderResult → one result per awarded (or void) lot, with its winner. */
export function readTenderResults(cfs: XmlElement): { results: TenderResult[]; awardees: PartyRef[] } {
  const results: TenderResult[] = [];
  const winners: WinningParty[] = [];
  for (const result of childrenOf(cfs, 'cac:TenderResult')) {
    const project = child(result, 'cac:AwardedTenderedProject');
    const total = child(project, 'cac:LegalMonetaryTotal');
    const contract = child(result, 'cac:Contract');
    const formalisationDate = parseDate(textAt(contract, 'cbc:IssueDate'));
    // One WinningParty per result in all data seen; any further ones still count as awardees.
    const resultWinners = childrenOf(result, 'cac:WinningParty')
      .map(readWinningParty)
      .filter((w): w is WinningParty => w !== null);
    winners.push(...resultWinners);
    results.push({
      lotId: textAt(project, 'cbc:ProcurementProjectLotID'),
      resultCode: textAt(result, 'cbc:ResultCode'),
      description: textAt(result, 'cbc:Description'),
      // 1044 never publishes AwardDate: the formalisation date is the best date it has.
      awardDate: parseDate(textAt(result, 'cbc:AwardDate')) ?? formalisationDate,
      formalisationDate,
      contractId: textAt(contract, 'cbc:ID'),
      startDate: parseDate(textAt(result, 'cbc:StartDate')),
      payableAmount: amountAt(total, 'cbc:PayableAmount'),
      taxExclusiveAmount: amountAt(total, 'cbc:TaxExclusiveAmount'),
      receivedTenderQuantity: countAt(result, 'cbc:ReceivedTenderQuantity'),
      lowerTenderAmount: amountAt(result, 'cbc:LowerTenderAmount'),
      higherTenderAmount: amountAt(result, 'cbc:HigherTenderAmount'),
      smeAwarded: booleanAt(result, 'cbc:SMEAwardedIndicator'),
      winner: resultWinners[0] ?? null,
    });
  }
  return { results, awardees: distinctParties(winners) };
}

/** The same company wins several lots: keep it once, by its first id, else by its name. */
function distinctParties(winners: WinningParty[]): PartyRef[] {
  const seen = new Map<string, PartyRef>();
  for (const w of winners) {
    const key = w.identifier ? `${w.idScheme}:${w.identifier}` : `name:${w.name?.toLowerCase()}`;
    if (!seen.has(key)) seen.set(key, { name: w.name, identifiers: w.identifiers });
  }
  return [...seen.values()];
}
