import { z } from 'zod';
import { type AmountBasisLabel, amountBasisKey } from '../../../common/amount-basis';
import type { CompetitionStats } from '../../../common/api/competition';
import { idSchema } from '../../../common/api/fields';
import { marketAnalysisBodySchema } from '../../../common/api/market';
import { partyAnalyticsQuerySchema } from '../../../common/api/party-analytics';
import { renewalSearchBodySchema } from '../../../common/api/renewals';
import { MARKET_ROUTES } from '../../../common/api/routes/market';
import { PARTY_ROUTES } from '../../../common/api/routes/parties';
import { RENEWAL_ROUTES } from '../../../common/api/routes/renewals';
import { appUrl, partyPagePath } from '../../../common/app-paths';
import { formatAmount, formatCount, formatDate, formatPercent } from '../../../common/format';
import { t } from '../../messages';
import { callOperation } from '../api-caller';
import { defineTool, listText, tenderLine } from '../tool-kit';
import { TOOL_PAGE_SIZE } from './tender-tools';

/** Offers and discount of a set of awards: medians, as the screens give them. */
function competitionLine(stats: CompetitionStats): string {
  const offers = stats.offers_median === null ? '—' : formatCount(stats.offers_median);
  const discount = stats.discount_median === null ? '—' : formatPercent(stats.discount_median);
  const single = stats.single_offer_share === null ? '—' : formatPercent(stats.single_offer_share);
  return t('mcp.analysis.competition', { offers, discount, single, count: stats.sample_size });
}

/** An amount basis's name ('Adjudicado sin IVA'), for the figures a line gives. */
const basis = (label: AmountBasisLabel) => t(amountBasisKey(label));

const ranked = (rows: { party: { name: string }; amount: number | string; share: number | null }[]) =>
  rows
    .slice(0, 5)
    .map(
      (r) =>
        `${r.party.name} (${formatAmount(r.amount)}${r.share === null ? '' : `, ${formatPercent(r.share)}`})`,
    )
    .join('; ');

export const marketAnalysis = defineTool({
  name: 'analisis_mercado',
  description: 'mcp.tools.analisis_mercado',
  readOnly: true,
  input: marketAnalysisBodySchema,
  async run({ call }, args) {
    const market = await callOperation(call, MARKET_ROUTES.analyse, { body: args });
    const lines = [
      t('mcp.analysis.market', {
        tenders: formatCount(market.tenders),
        awards: formatCount(market.awards),
        amount: formatAmount(market.awarded_amount),
      }),
      competitionLine(market.competition),
    ];
    const awarded = basis('awarded_tax_exclusive');
    if (market.top_winners.length > 0) {
      lines.push(t('mcp.analysis.topWinners', { basis: awarded, list: ranked(market.top_winners) }));
    }
    if (market.top_bodies.length > 0) {
      const bodies = ranked(market.top_bodies.map((b) => ({ ...b, share: null })));
      lines.push(t('mcp.analysis.topBodies', { basis: awarded, list: bodies }));
    }
    return { text: lines.join('\n'), structured: market };
  },
});

export const partyAnalysis = defineTool({
  name: 'analisis_empresa',
  description: 'mcp.tools.analisis_empresa',
  readOnly: true,
  input: z.object({
    id: idSchema.describe(t('mcp.arguments.partyId')),
    years: partyAnalyticsQuerySchema.shape.years.describe(t('mcp.arguments.years')),
  }),
  async run({ call, publicUrl }, { id, years }) {
    const params = { id };
    const [party, analytics] = await Promise.all([
      callOperation(call, PARTY_ROUTES.show, { params }),
      callOperation(call, PARTY_ROUTES.analytics, { params, query: { years: years.join(',') } }),
    ]);
    const lines = [`${party.name} — ${appUrl(publicUrl, partyPagePath(id))}`];
    // A party's wins and a body's awards add each award's amount with VAT, else without.
    const awarded = basis('awarded_best');
    const company = analytics.company;
    if (company) {
      lines.push(
        t('mcp.analysis.company', {
          awards: formatCount(company.awards),
          basis: awarded,
          amount: formatAmount(company.amount),
        }),
        competitionLine(company.competition),
      );
      if (company.top_bodies.length > 0) {
        lines.push(t('mcp.analysis.topBodies', { basis: awarded, list: ranked(company.top_bodies) }));
      }
      if (company.competitors.length > 0) {
        const names = company.competitors
          .slice(0, 5)
          .map((c) => `${c.party.name} (${formatCount(c.awards)})`);
        lines.push(t('mcp.analysis.competitors', { list: names.join('; ') }));
      }
    }
    const body = analytics.contracting_body;
    if (body) {
      lines.push(
        t('mcp.analysis.body', {
          tenders: formatCount(body.tenders),
          awards: formatCount(body.awards),
          basis: awarded,
          amount: formatAmount(body.awarded_amount),
          winners: formatCount(body.winners),
        }),
        competitionLine(body.competition),
      );
      if (body.top_winners.length > 0) {
        lines.push(t('mcp.analysis.topWinners', { basis: awarded, list: ranked(body.top_winners) }));
      }
    }
    if (!company && !body) lines.push(t('mcp.analysis.nothing'));
    return { text: lines.join('\n'), structured: { party, analytics } };
  },
});

export const renewals = defineTool({
  name: 'renovaciones',
  description: 'mcp.tools.renovaciones',
  readOnly: true,
  input: renewalSearchBodySchema.omit({ pageSize: true }),
  async run({ call, publicUrl }, args) {
    const answer = await callOperation(call, RENEWAL_ROUTES.search, {
      body: { ...args, pageSize: TOOL_PAGE_SIZE },
    });
    const { total_results, ending } = answer.metadata;
    const heading = t('mcp.renewals.heading', {
      count: total_results,
      total: formatCount(total_results),
      from: formatDate(ending.from),
      to: formatDate(ending.to),
    });
    const lines = answer.results.map((r) => {
      const holders = r.awardees.map((a) => a.name).join(', ');
      const end = r.execution_end_with_extensions ?? r.execution_end;
      return [
        tenderLine(r, publicUrl),
        end ? t('mcp.renewals.ends', { date: formatDate(end) }) : null,
        holders ? t('mcp.renewals.holders', { holders }) : null,
        r.awarded_amount ? t('mcp.renewals.awarded', { amount: formatAmount(r.awarded_amount) }) : null,
      ]
        .filter(Boolean)
        .join(' — ');
    });
    return { text: listText(heading, lines, t('mcp.renewals.none')), structured: answer };
  },
});
