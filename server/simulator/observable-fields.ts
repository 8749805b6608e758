import type { Tender } from './tender-model';

/** Tender fields (by their API names) whose change the importer must detect between two versions. */
export type ChangedField =
  | 'status'
  | 'publication_date'
  | 'tender_submission_deadline'
  | 'tax_exclusive_amount'
  | 'total_amount'
  | 'estimated_overall_contract_amount'
  | 'documents'
  | 'lot_changes'
  | 'tender_results';

/**
 * What an importer sees of a tender, field by field, in the shape the feed writes it (1044 has no
 * TotalAmount, lots or award dates): two versions differ exactly where these values differ.
 */
export function observableFields(t: Tender): Record<ChangedField, string> {
  const minimal = t.feed === '1044';
  const published = t.notices
    .filter((n) => n.type !== 'DOC_PIN')
    .map((n) => n.issueDate)
    .sort();
  return {
    status: t.status,
    publication_date: published[0] ?? '',
    tender_submission_deadline:
      t.deadline && t.feed !== '1143' ? `${t.deadline.date} ${t.deadline.time}` : '',
    tax_exclusive_amount: String(t.taxExclusive),
    total_amount: minimal ? '' : String(t.total),
    estimated_overall_contract_amount: t.estimated === undefined ? '' : String(t.estimated),
    documents: [
      ...[...t.legalDocs, ...t.technicalDocs, ...t.additionalDocs].map((d) => d.name),
      ...(minimal ? [] : t.generalDocs.map((d) => d.fileName)),
      ...t.notices.flatMap((n) => (n.attachment ? [n.attachment.fileName] : [])),
    ].join('|'),
    lot_changes: t.lots.map((l) => `${l.id}:${l.taxExclusive}:${l.total}`).join('|'),
    tender_results: t.awards
      .map((a) =>
        [
          a.lotId ?? '',
          a.resultCode,
          a.winner?.id ?? '',
          a.taxExclusive,
          minimal ? '' : a.payable,
          minimal ? '' : (a.contractDate ?? ''),
        ].join(':'),
      )
      .join('|'),
  };
}

export function changedFields(before: Tender, after: Tender): ChangedField[] {
  const a = observableFields(before);
  const b = observableFields(after);
  return (Object.keys(b) as ChangedField[]).filter((key) => a[key] !== b[key]);
}
