import type { PartyTenderResult } from '../../common/api/procurement-party';
import { placeName } from '../../common/reference/geo';
import { partyPath } from '../features/tender/tender-links';
import i18n from '../i18n';
import { tenderUrl } from './tenders-sheet';
import type { Column } from './workbook';

export const AWARDS_SHEET = 'Adjudicaciones';

/** The 12 columns of the company page's awards table (spec §2), as typed cells. */
export function awardColumns(origin: string): Column<PartyTenderResult>[] {
  const h = (key: string) => i18n.t(`export.awards.${key}`);
  return [
    { header: h('date'), kind: 'date', width: 14, value: (r) => r.project.date },
    { header: h('awardDate'), kind: 'date', width: 14, value: (r) => r.award_date },
    {
      header: h('summary'),
      kind: 'link',
      width: 50,
      value: (r) => ({
        text: r.project.summary ?? r.project.title,
        url: tenderUrl(origin, r.procurement_project_id),
      }),
    },
    { header: h('title'), kind: 'text', width: 50, value: (r) => r.project.title },
    { header: h('cpv'), kind: 'text', width: 24, value: (r) => r.project.cpv_codes.join(', ') },
    { header: h('place'), kind: 'text', width: 28, value: (r) => placeName(r.project.location) },
    { header: h('total'), kind: 'euros', width: 18, value: (r) => r.project.total_amount },
    { header: h('lot'), kind: 'text', width: 40, value: (r) => r.lot?.description ?? r.lot?.summary },
    { header: h('lotTotal'), kind: 'euros', width: 18, value: (r) => r.lot?.total_amount },
    {
      header: h('received'),
      kind: 'euros',
      width: 18,
      value: (r) => r.payable_amount ?? r.tax_exclusive_amount,
    },
    { header: h('reason'), kind: 'text', width: 40, value: (r) => r.summary },
    {
      header: h('contractingParty'),
      kind: 'link',
      width: 40,
      value: (r) =>
        r.contracting_party && {
          text: r.contracting_party.name,
          url: `${origin}${partyPath(r.contracting_party.id)}`,
        },
    },
  ];
}
