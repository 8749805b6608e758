import type { ProjectSummary } from '../../common/api/procurement-search';
import { placeName } from '../../common/reference/geo';
import { contractTypeLabel, procedureLabel, statusLabel } from '../features/search/project-labels';
import { tenderPath } from '../features/tender/tender-links';
import i18n from '../i18n';
import type { Column } from './workbook';

export const TENDERS_SHEET = 'Licitaciones';

/** The tender page in the app, for the sheet's links back to it. */
export const tenderUrl = (origin: string, id: number) => `${origin}${tenderPath(id)}`;

/** The columns of the search export: what a bid manager files and sorts a tender by. */
export function tenderColumns(origin: string): Column<ProjectSummary>[] {
  const h = (key: string) => i18n.t(`export.tenders.${key}`);
  return [
    { header: h('folder'), kind: 'text', width: 20, value: (p) => p.contract_folder_id },
    { header: h('title'), kind: 'text', width: 60, value: (p) => p.title },
    { header: h('contractingParty'), kind: 'text', width: 40, value: (p) => p.contracting_party?.name },
    { header: h('status'), kind: 'text', width: 16, value: (p) => statusLabel(p.status) },
    { header: h('contractType'), kind: 'text', width: 18, value: (p) => contractTypeLabel(p.contract_type) },
    { header: h('procedure'), kind: 'text', width: 24, value: (p) => procedureLabel(p.procedure_code) },
    { header: h('estimated'), kind: 'euros', width: 18, value: (p) => p.estimated_overall_contract_amount },
    { header: h('total'), kind: 'euros', width: 18, value: (p) => p.total_amount },
    { header: h('taxExclusive'), kind: 'euros', width: 18, value: (p) => p.tax_exclusive_amount },
    { header: h('date'), kind: 'date', width: 14, value: (p) => p.date },
    { header: h('deadline'), kind: 'dateTime', width: 20, value: (p) => p.submission_deadline },
    { header: h('place'), kind: 'text', width: 28, value: (p) => placeName(p.location) },
    { header: h('cpv'), kind: 'text', width: 24, value: (p) => p.cpv_codes.join(', ') },
    {
      header: h('original'),
      kind: 'link',
      width: 40,
      value: (p) => (p.link ? { text: p.link, url: p.link } : null),
    },
    {
      header: h('detail'),
      kind: 'link',
      width: 40,
      value: (p) => ({ text: tenderUrl(origin, p.id), url: tenderUrl(origin, p.id) }),
    },
  ];
}
