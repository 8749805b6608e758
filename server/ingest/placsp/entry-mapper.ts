import type { FeedCode } from '../../../common/feeds';
import type { PlacspEntry, Rejection, Tombstone } from '../../db/tender-data';
import { parseDate, parseDeadline, parseInstant } from './dates';
import { readDocuments } from './documents';
import { detectFeed } from './feeds';
import { readLocation } from './location';
import { readLots } from './lots';
import { readNotices } from './notices';
import { readContractingParty } from './parties';
import { readRequirements } from './requirements';
import { readTenderResults } from './results';
import { amountAt, countAt, cpvCodesOf, httpUrl, numberOf, unique } from './values';
import { at, attrOf, child, textAt, type XmlElement } from './xml';

export type Mapped<T> = { ok: true; value: T } | { ok: false; rejection: Rejection };

const reject = (kind: Rejection['kind'], position: number, entryId: string | null, reason: string) =>
  ({ ok: false, rejection: { kind, position, entryId, reason } }) as const;

/**
 * One atom:entry → a PlacspEntry, or a rejection naming the entry and why. Only what makes
 * an entry unusable rejects it (no id, no valid `updated`, no CODICE folder, no title, feed
 * unknown); a field that cannot be read is left null.
 */
export function mapEntry(
  entry: XmlElement,
  position: number,
  pageFeed: FeedCode | null,
): Mapped<PlacspEntry> {
  const entryId = textAt(entry, 'atom:id');
  if (!entryId) return reject('entry', position, null, 'La entrada no tiene atom:id');
  const updatedText = textAt(entry, 'atom:updated');
  const updated = parseInstant(updatedText);
  if (!updated) {
    const reason = updatedText
      ? `atom:updated no es una fecha válida: «${updatedText}»`
      : 'Falta atom:updated';
    return reject('entry', position, entryId, reason);
  }
  const feed = detectFeed(entryId) ?? pageFeed;
  if (!feed)
    return reject('entry', position, entryId, 'No se reconoce el feed (643, 1044 o 1143) de la entrada');
  const cfs = child(entry, 'cac-place-ext:ContractFolderStatus');
  if (!cfs)
    return reject('entry', position, entryId, 'La entrada no contiene cac-place-ext:ContractFolderStatus');

  const project = child(cfs, 'cac:ProcurementProject');
  const projectName = textAt(project, 'cbc:Name');
  const title = textAt(entry, 'atom:title') ?? projectName;
  if (!title) return reject('entry', position, entryId, 'La entrada no tiene título ni nombre del proyecto');

  const budget = child(project, 'cac:BudgetAmount');
  const period = child(project, 'cac:PlannedPeriod');
  const duration = child(period, 'cbc:DurationMeasure');
  const process = child(cfs, 'cac:TenderingProcess');
  const deadline = child(process, 'cac:TenderSubmissionDeadlinePeriod');
  const participation = child(process, 'cac:ParticipationRequestReceptionPeriod');
  const contractingParty = readContractingParty(child(cfs, 'cac-place-ext:LocatedContractingParty'));
  const lots = readLots(cfs);
  const { results, awardees } = readTenderResults(cfs);
  const notices = readNotices(cfs);
  const { awardingCriteria, requirements } = readRequirements(cfs);

  return {
    ok: true,
    value: {
      entryId,
      source: feed,
      updated,
      link: httpUrl(attrOf(child(entry, 'atom:link'), 'href')),
      title,
      summary: textAt(project, 'cbc:Description') ?? projectName,
      status: textAt(cfs, 'cbc-place-ext:ContractFolderStatusCode'),
      contractFolderId: textAt(cfs, 'cbc:ContractFolderID'),
      totalAmount: amountAt(budget, 'cbc:TotalAmount'),
      taxExclusiveAmount: amountAt(budget, 'cbc:TaxExclusiveAmount'),
      estimatedOverallContractAmount: amountAt(budget, 'cbc:EstimatedOverallContractAmount'),
      currency: currencyOf(budget),
      plannedPeriod: numberOf(textAt(period, 'cbc:DurationMeasure')),
      plannedPeriodUnit: attrOf(duration, 'unitCode'),
      plannedStartDate: parseDate(textAt(period, 'cbc:StartDate')),
      plannedEndDate: parseDate(textAt(period, 'cbc:EndDate')),
      contractExtension: extensionText(child(project, 'cac:ContractExtension')),
      contractTypeCode: textAt(project, 'cbc:TypeCode'),
      contractSubTypeCode: textAt(project, 'cbc:SubTypeCode'),
      procedureCode: textAt(process, 'cbc:ProcedureCode'),
      urgencyCode: textAt(process, 'cbc:UrgencyCode'),
      contractingSystemCode: textAt(process, 'cbc:ContractingSystemCode'),
      contractingParty,
      location: readLocation(child(project, 'cac:RealizedLocation'), contractingParty?.address ?? null),
      publicationDate: notices.publicationDate,
      notices: notices.notices,
      submissionDeadline: parseDeadline(textAt(deadline, 'cbc:EndDate'), textAt(deadline, 'cbc:EndTime')),
      participationRequestDeadline: parseDeadline(
        textAt(participation, 'cbc:EndDate'),
        textAt(participation, 'cbc:EndTime'),
      ),
      tenderSubmissionDescription: textAt(deadline, 'cbc:Description'),
      tenderPartPresentationCode: textAt(process, 'cbc:PartPresentationCode'),
      tenderMaxLotPresentationQty: countAt(process, 'cbc:MaximumLotPresentationQuantity'),
      tenderMaxAwardedLotsQty: countAt(process, 'cbc:MaximumTendererAwardedLotsQuantity'),
      tenderSubmissionMethodCode: textAt(process, 'cbc:SubmissionMethodCode'),
      cpvCodes: unique([...cpvCodesOf(project), ...lots.flatMap((lot) => lot.cpvCodes)]),
      documents: readDocuments(cfs, notices.attachments),
      hasLots: lots.length > 0,
      lots,
      tenderResults: results,
      awardeeParties: awardees,
      awardingCriteria,
      requirements,
    },
  };
}

function currencyOf(budget: XmlElement | undefined): string | null {
  for (const key of ['cbc:TaxExclusiveAmount', 'cbc:TotalAmount', 'cbc:EstimatedOverallContractAmount']) {
    const currency = attrOf(at(budget, key), 'currencyID');
    if (currency) return currency;
  }
  return null;
}

/** ContractExtension's texts (OptionsDescription, OptionValidityPeriod/Description), joined. */
function extensionText(extension: XmlElement | undefined): string | null {
  const texts = unique(
    [
      textAt(extension, 'cbc:OptionsDescription'),
      textAt(extension, 'cac:OptionValidityPeriod', 'cbc:Description'),
    ].filter((t): t is string => t !== null),
  );
  return texts.length > 0 ? texts.join('. ') : null;
}

/** at:deleted-entry → a tombstone: `ref` is the entry's atom:id, `when` the deletion time. */
export function mapTombstone(element: XmlElement, position: number): Mapped<Tombstone> {
  const entryId = attrOf(element, 'ref');
  if (!entryId) return reject('tombstone', position, null, 'at:deleted-entry sin atributo ref');
  const whenText = attrOf(element, 'when');
  const when = parseInstant(whenText);
  if (!when)
    return reject(
      'tombstone',
      position,
      entryId,
      `at:deleted-entry con @when no válido: «${whenText ?? ''}»`,
    );
  return { ok: true, value: { entryId, when, comment: attrOf(child(element, 'at:comment'), 'type') } };
}
