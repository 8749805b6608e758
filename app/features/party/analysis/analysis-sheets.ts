import type { CompetitionStats } from '../../../../common/api/competition';
import type { PartyAnalytics } from '../../../../common/api/party-analytics';
import type { PartyLink } from '../../../../common/api/procurement-project';
import type { Column } from '../../../export/workbook';
import i18n from '../../../i18n';
import { partyPath } from '../../../ui/links';

/** One figure of the summary sheet: a median with its quartiles and sample, or a plain value. */
export interface SummaryRow {
  role: string;
  indicator: string;
  value: number | null;
  q1?: number | null;
  q3?: number | null;
  sample?: number;
  leftOut?: number;
}

const h = (key: string) => i18n.t(`partyAnalysis.columns.${key}`);
const percentOf = (v: number | null | undefined) => (v == null ? null : Math.round(v * 1000) / 10);

/** The competition figures of one role: discount (as percentages), offers and single-offer share. */
function competitionRows(role: string, c: CompetitionStats): SummaryRow[] {
  const s = (key: string) => i18n.t(`partyAnalysis.summary.${key}`);
  return [
    {
      role,
      indicator: s('discount'),
      value: percentOf(c.discount_median),
      q1: percentOf(c.discount_q1),
      q3: percentOf(c.discount_q3),
      sample: c.discount_sample_size,
      leftOut: c.discount_excluded,
    },
    {
      role,
      indicator: s('offers'),
      value: c.offers_median,
      q1: c.offers_q1,
      q3: c.offers_q3,
      sample: c.offers_sample_size,
    },
    {
      role,
      indicator: s('singleOffer'),
      value: percentOf(c.single_offer_share),
      sample: c.offers_sample_size,
    },
  ];
}

/** The summary sheet's rows: every figure of both roles the party has, with its sample size. */
export function summaryRows({ company, contracting_body: body }: PartyAnalytics): SummaryRow[] {
  const s = (key: string) => i18n.t(`partyAnalysis.summary.${key}`);
  const rows: SummaryRow[] = [];
  if (company) {
    const role = s('company');
    rows.push(
      { role, indicator: s('awards'), value: company.awards },
      { role, indicator: s('awardedAmount'), value: Number(company.amount) },
      ...competitionRows(role, company.competition),
      {
        role,
        indicator: s('sme'),
        value: company.sme.sample_size ? percentOf(company.sme.sme_awards / company.sme.sample_size) : null,
        sample: company.sme.sample_size,
      },
    );
  }
  if (body) {
    const role = s('body');
    rows.push(
      { role, indicator: s('tenders'), value: body.tenders },
      { role, indicator: s('tenderedAmount'), value: Number(body.amount) },
      { role, indicator: s('awards'), value: body.awards },
      { role, indicator: s('awardedAmount'), value: Number(body.awarded_amount) },
      { role, indicator: s('winners'), value: body.winners },
      ...competitionRows(role, body.competition),
    );
  }
  return rows;
}

export const summaryColumns: Column<SummaryRow>[] = [
  { header: h('role'), kind: 'text', width: 26, value: (r) => r.role },
  { header: h('indicator'), kind: 'text', width: 40, value: (r) => r.indicator },
  { header: h('value'), kind: 'number', width: 16, value: (r) => r.value },
  { header: h('q1'), kind: 'number', width: 10, value: (r) => r.q1 },
  { header: h('q3'), kind: 'number', width: 10, value: (r) => r.q3 },
  { header: h('sample'), kind: 'number', width: 10, value: (r) => r.sample },
  { header: h('leftOut'), kind: 'number', width: 12, value: (r) => r.leftOut },
];

export const yearColumns = (
  countHeader: string,
): Column<{ year: number; count: number; amount: string }>[] => [
  { header: h('year'), kind: 'number', width: 8, value: (r) => r.year },
  { header: countHeader, kind: 'number', width: 16, value: (r) => r.count },
  { header: h('amount'), kind: 'euros', width: 20, value: (r) => r.amount },
];

/** A party's name linking to its page, and its tax id beside it. */
export const partyColumns = <Row>(
  origin: string,
  header: string,
  of: (row: Row) => PartyLink,
): Column<Row>[] => [
  {
    header,
    kind: 'link',
    width: 50,
    value: (r) => ({ text: of(r).name, url: `${origin}${partyPath(of(r).id)}` }),
  },
  { header: h('taxId'), kind: 'text', width: 14, value: (r) => of(r).party_id },
];

export const rankedColumns: Column<{ awards: number; amount: string; share: number | null }>[] = [
  { header: h('awards'), kind: 'number', width: 14, value: (r) => r.awards },
  { header: h('amount'), kind: 'euros', width: 20, value: (r) => r.amount },
  { header: h('share'), kind: 'percent', width: 14, value: (r) => r.share },
];
