import { SaxesParser } from 'saxes';

/** Namespace URIs of the elements the tests read; prefixes vary between pages, URIs never do. */
export const ATOM = 'http://www.w3.org/2005/Atom';
export const TOMBSTONES = 'http://purl.org/atompub/tombstones/1.0';
const CFS_URI = 'urn:dgpe:names:draft:codice-place-ext:schema:xsd:CommonAggregateComponents-2';

export interface ParsedEntry {
  id: string;
  updated: string;
  /** Text of every CODICE leaf, keyed by its path of local names below ContractFolderStatus. */
  values: [path: string, text: string][];
}

export interface ParsedPage {
  links: Record<string, string>;
  title: string;
  tombstones: { ref: string; when: string; comment?: string }[];
  entries: ParsedEntry[];
  /** Local names of the feed's children in document order ("deleted-entry", "entry", …). */
  order: string[];
}

/** A small namespace-aware reader of a generated page, independent of the generator's own code. */
export function parsePage(xml: string): ParsedPage {
  const parser = new SaxesParser({ xmlns: true });
  const page: ParsedPage = { links: {}, title: '', tombstones: [], entries: [], order: [] };
  const stack: string[] = [];
  let cfsDepth = -1;
  let entry: ParsedEntry | undefined;
  let text = '';
  parser.on('opentag', (tag) => {
    text = '';
    stack.push(tag.local);
    const depth = stack.length;
    if (depth === 2) page.order.push(tag.local);
    if (depth === 2 && tag.uri === ATOM && tag.local === 'link')
      page.links[tag.attributes.rel!.value] = tag.attributes.href!.value;
    if (depth === 2 && tag.uri === TOMBSTONES && tag.local === 'deleted-entry') {
      page.tombstones.push({ ref: tag.attributes.ref!.value, when: tag.attributes.when!.value });
    }
    if (depth === 3 && tag.uri === TOMBSTONES && tag.local === 'comment')
      page.tombstones.at(-1)!.comment = tag.attributes.type!.value;
    if (depth === 2 && tag.uri === ATOM && tag.local === 'entry') entry = { id: '', updated: '', values: [] };
    if (tag.uri === CFS_URI && tag.local === 'ContractFolderStatus') cfsDepth = depth;
  });
  parser.on('text', (t) => {
    text += t;
  });
  parser.on('closetag', (tag) => {
    const depth = stack.length;
    if (entry && depth === 3 && tag.uri === ATOM && (tag.local === 'id' || tag.local === 'updated'))
      entry[tag.local] = text;
    if (depth === 2 && tag.uri === ATOM && tag.local === 'title') page.title = text;
    if (entry && cfsDepth > 0 && depth > cfsDepth && text.trim() !== '')
      entry.values.push([stack.slice(cfsDepth).join('/'), text]);
    if (depth === cfsDepth) cfsDepth = -1;
    if (depth === 2 && entry && tag.local === 'entry') {
      page.entries.push(entry);
      entry = undefined;
    }
    stack.pop();
    text = '';
  });
  parser.write(xml).close();
  return page;
}

const pick = (e: ParsedEntry, prefix: string) =>
  e.values
    .filter(([path]) => path.startsWith(prefix))
    .map(([path, value]) => `${path}=${value}`)
    .join('|');

/** The fields the generator's manifest talks about, read back from the XML. */
export function observedFields(e: ParsedEntry): Record<string, string> {
  const notices: { type: string; date: string }[] = [];
  for (const [path, value] of e.values) {
    if (path === 'ValidNoticeInfo/NoticeTypeCode') notices.push({ type: value, date: '' });
    if (
      path === 'ValidNoticeInfo/AdditionalPublicationStatus/AdditionalPublicationDocumentReference/IssueDate'
    )
      notices.at(-1)!.date = value;
  }
  const published = notices
    .filter((n) => n.type !== 'DOC_PIN')
    .map((n) => n.date)
    .sort();
  return {
    status: pick(e, 'ContractFolderStatusCode'),
    publication_date: published[0] ?? '',
    tender_submission_deadline: pick(e, 'TenderingProcess/TenderSubmissionDeadlinePeriod'),
    tax_exclusive_amount: pick(e, 'ProcurementProject/BudgetAmount/TaxExclusiveAmount'),
    total_amount: pick(e, 'ProcurementProject/BudgetAmount/TotalAmount'),
    estimated_overall_contract_amount: pick(
      e,
      'ProcurementProject/BudgetAmount/EstimatedOverallContractAmount',
    ),
    documents: [
      pick(e, 'LegalDocumentReference/ID'),
      pick(e, 'TechnicalDocumentReference/ID'),
      pick(e, 'AdditionalDocumentReference/ID'),
      pick(e, 'GeneralDocument/GeneralDocumentDocumentReference/Attachment/ExternalReference/FileName'),
      pick(
        e,
        'ValidNoticeInfo/AdditionalPublicationStatus/AdditionalPublicationDocumentReference/Attachment/ExternalReference/FileName',
      ),
    ].join('#'),
    lot_changes: [
      pick(e, 'ProcurementProjectLot/ID'),
      pick(e, 'ProcurementProjectLot/ProcurementProject/BudgetAmount'),
    ].join('#'),
    tender_results: pick(e, 'TenderResult'),
  };
}
