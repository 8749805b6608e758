import { type AmountBasisLabel, amountBasisKey } from '../../common/amount-basis';
import type { ProjectSummary } from '../../common/api/procurement-search';
import { cpvListText } from '../../common/cpv';
import { placeName } from '../../common/reference/geo';
import i18n from '../i18n';
import { tenderPath } from '../ui/links';
import { contractTypeLabel, procedureLabel, statusLabel } from '../ui/tender-labels';
import type { Column } from './workbook';

export const TENDERS_SHEET = 'Licitaciones';

/** The tender page in the app, for the sheet's links back to it. */
export const tenderUrl = (origin: string, id: number) => `${origin}${tenderPath(id)}`;

/** A tender column, named by its message key so other sheets can find it (e.g. to mark it changed). */
export type TenderColumn = Column<ProjectSummary> & { key: string };

/** The columns of the search export: what a bid manager files and sorts a tender by. */
export function tenderColumns(origin: string): TenderColumn[] {
  const column = (
    key: string,
    kind: Column<ProjectSummary>['kind'],
    width: number,
    value: Column<ProjectSummary>['value'],
    header = i18n.t(`export.tenders.${key}`),
  ): TenderColumn => ({ key, header, kind, width, value });
  // Amounts are headed by their basis, in the words of every screen.
  const amount = (key: string, basis: AmountBasisLabel, value: Column<ProjectSummary>['value']) =>
    column(key, 'euros', 18, value, i18n.t(amountBasisKey(basis)));
  return [
    column('folder', 'text', 20, (p) => p.contract_folder_id),
    column('title', 'text', 60, (p) => p.title),
    column('contractingParty', 'text', 40, (p) => p.contracting_party?.name),
    column('status', 'text', 16, (p) => statusLabel(p)),
    column('contractType', 'text', 18, (p) => contractTypeLabel(p.contract_type)),
    column('procedure', 'text', 24, (p) => procedureLabel(p.procedure_code)),
    amount('estimated', 'estimated', (p) => p.estimated_overall_contract_amount),
    amount('total', 'total', (p) => p.total_amount),
    amount('taxExclusive', 'tax_exclusive', (p) => p.tax_exclusive_amount),
    column('date', 'date', 14, (p) => p.date),
    column('deadline', 'dateTime', 20, (p) => p.submission_deadline),
    column('place', 'text', 28, (p) => placeName(p.location)),
    { ...column('cpv', 'text', 50, (p) => cpvListText(p.cpv_codes, p.cpv_labels, '\n')), wrap: true },
    column('original', 'link', 40, (p) => (p.link ? { text: p.link, url: p.link } : null)),
    column('detail', 'link', 40, (p) => ({ text: tenderUrl(origin, p.id), url: tenderUrl(origin, p.id) })),
  ];
}
