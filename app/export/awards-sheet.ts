import { amountBasisKey } from '../../common/amount-basis';
import type { PartyTenderResult } from '../../common/api/procurement-party';
import { cpvListText } from '../../common/cpv';
import { placeName } from '../../common/reference/geo';
import i18n from '../i18n';
import { partyPath } from '../ui/links';
import { tenderUrl } from './tenders-sheet';
import type { Column } from './workbook';

export const AWARDS_SHEET = 'Adjudicaciones';

type Budget = { total_amount: string | null; tax_exclusive_amount: string | null } | null;

/** A budget's two amounts, one column each, headed by whose budget and its basis. */
const amountColumns = (of: 'tender' | 'lot', budgetOf: (r: PartyTenderResult) => Budget) =>
  (['total', 'tax_exclusive'] as const).map(
    (basis): Column<PartyTenderResult> => ({
      header: i18n.t(`amounts.of.${of}`, { basis: i18n.t(amountBasisKey(basis)) }),
      kind: 'euros',
      width: 18,
      value: (r) => {
        const budget = budgetOf(r);
        return budget && (basis === 'total' ? budget.total_amount : budget.tax_exclusive_amount);
      },
    }),
  );

/**
 * The columns of the company page's awards table, with its headers, as typed cells; each amount
 * of one basis (with VAT, without), so a column never mixes the two.
 */
export function awardColumns(origin: string): Column<PartyTenderResult>[] {
  const h = (key: string) => i18n.t(`party.awards.columns.${key}`);
  return [
    { header: h('publicationDate'), kind: 'date', width: 14, value: (r) => r.project.date },
    { header: h('awardDate'), kind: 'date', width: 14, value: (r) => r.award_date },
    {
      header: h('summary'),
      kind: 'link',
      width: 50,
      value: (r) => ({
        text: r.project.summary ?? r.project_title,
        url: tenderUrl(origin, r.procurement_project_id),
      }),
    },
    { header: h('title'), kind: 'text', width: 50, value: (r) => r.project_title },
    {
      header: h('cpv'),
      kind: 'text',
      width: 50,
      wrap: true,
      value: (r) => cpvListText(r.project.cpv_codes, r.project.cpv_labels, '\n'),
    },
    { header: h('place'), kind: 'text', width: 28, value: (r) => placeName(r.project.location) },
    ...amountColumns('tender', (r) => r.project),
    {
      header: h('lotDescription'),
      kind: 'text',
      width: 40,
      value: (r) => r.lot && (r.lot.description ?? r.lot.summary ?? r.lot.lot_id),
    },
    ...amountColumns('lot', (r) => r.lot),
    ...(['awarded_total', 'awarded_tax_exclusive'] as const).map(
      (basis): Column<PartyTenderResult> => ({
        header: i18n.t(amountBasisKey(basis)),
        kind: 'euros',
        width: 18,
        value: (r) => (basis === 'awarded_total' ? r.payable_amount : r.tax_exclusive_amount),
      }),
    ),
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
