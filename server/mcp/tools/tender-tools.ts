import { z } from 'zod';
import { amountBasisKey, budgetAmounts } from '../../../common/amount-basis';
import type { TenderCompetition } from '../../../common/api/competition';
import { idSchema } from '../../../common/api/fields';
import { procurementSearchBodySchema } from '../../../common/api/procurement-search';
import { COMPANY_PROFILE_ROUTES } from '../../../common/api/routes/company-profile';
import { TENDER_ROUTES } from '../../../common/api/routes/tenders';
import { formatAmount, formatCount, formatDate, formatPercent } from '../../../common/format';
import { requirementChecklist } from '../../domain/pipeline/requirement-checklist';
import { t } from '../../messages';
import { callOperation, refusedAsNull } from '../api-caller';
import { defineTool, listText, tenderLine } from '../tool-kit';

/** A page of a tool's list: enough to read, few enough to keep an assistant's context small. */
export const TOOL_PAGE_SIZE = 10;

const tenderId = z.object({ id: idSchema.describe(t('mcp.arguments.tenderId')) });

export const searchTenders = defineTool({
  name: 'buscar_licitaciones',
  description: 'mcp.tools.buscar_licitaciones',
  readOnly: true,
  input: procurementSearchBodySchema.pick({
    searchTerms: true,
    filters: true,
    page: true,
    sortField: true,
    sortOrder: true,
  }),
  async run({ call, publicUrl }, args) {
    const answer = await callOperation(call, TENDER_ROUTES.search, {
      body: { ...args, pageSize: TOOL_PAGE_SIZE },
    });
    const { total_results, current_page, total_pages } = answer.metadata;
    const heading = t('mcp.search.heading', {
      count: total_results,
      total: formatCount(total_results),
      page: current_page,
      pages: total_pages,
    });
    const lines = answer.results.map((tender) => tenderLine(tender, publicUrl));
    return { text: listText(heading, lines, t('mcp.search.none')), structured: answer };
  },
});

/** The expected competition of an open tender, or what its awards received, in a few words. */
function competitionText(competition: TenderCompetition): string {
  const expected = competition.expected;
  if (expected) {
    const lines = [t('tender.competition.expected.title')];
    if (expected.offers_median !== null) {
      lines.push(
        `${t('tender.competition.expected.offers')}: ${t('tender.competition.expected.median', { median: formatCount(expected.offers_median) })}`,
      );
    }
    if (expected.discount_median !== null) {
      lines.push(
        `${t('tender.competition.expected.discount')}: ${t('tender.competition.expected.median', { median: formatPercent(expected.discount_median) })}`,
      );
    }
    if (expected.single_offer_share !== null) {
      lines.push(
        `${t('tender.competition.expected.singleOffer')}: ${t('tender.competition.expected.singleOfferValue', { share: formatPercent(expected.single_offer_share) })}`,
      );
    }
    lines.push(
      t(`tender.competition.expected.basis.${expected.basis}`, {
        count: expected.sample_size,
        body: expected.contracting_party_name,
        province: expected.province_name,
        cpv: expected.cpv_label ? `${expected.cpv_code} (${expected.cpv_label})` : expected.cpv_code,
        since: formatDate(expected.since),
      }),
    );
    return lines.join('\n');
  }
  if (competition.awards.length === 0) return t('tender.competition.expected.none');
  return competition.awards
    .map((award) => {
      const offers = award.offers_received === null ? '—' : formatCount(award.offers_received);
      const discount = award.discount === null ? '—' : formatPercent(award.discount);
      const lot = award.lot_id ? t('mcp.tender.lot', { lot: award.lot_id }) : '';
      return `${lot}${t('tender.competition.offers')}: ${offers} · ${t('tender.competition.discount')}: ${discount}`;
    })
    .join('\n');
}

export const showTender = defineTool({
  name: 'ver_licitacion',
  description: 'mcp.tools.ver_licitacion',
  readOnly: true,
  input: tenderId,
  async run({ call, publicUrl }, { id }) {
    const params = { id };
    const [tender, competition, eligibility] = await Promise.all([
      callOperation(call, TENDER_ROUTES.show, { params }),
      callOperation(call, TENDER_ROUTES.competition, { params }),
      // Without a company profile there is no verdict to give: the rest still answers.
      refusedAsNull(callOperation(call, COMPANY_PROFILE_ROUTES.eligibility, { params })),
    ]);
    const lines = [
      tenderLine(tender, publicUrl),
      ...budgetAmounts(tender).map((a) => `${t(amountBasisKey(a.basis))}: ${formatAmount(a.value)}`),
    ];
    if (tender.cpv_codes.length > 0) {
      lines.push(
        `CPV: ${tender.cpv_codes.map((c) => (c.label ? `${c.code} (${c.label})` : c.code)).join(', ')}`,
      );
    }
    const tasks = requirementChecklist(tender.requirements).map((task) => `- ${task.text}`);
    if (tasks.length > 0) lines.push(t('mcp.tender.requirements'), ...tasks);
    if (eligibility) {
      lines.push(`${t('eligibility.title')} ${t(`eligibility.verdicts.${eligibility.verdict}`)}`);
      lines.push(...eligibility.checks.map((c) => `- ${c.requirement}: ${c.reason}`));
    }
    lines.push(competitionText(competition));
    return { text: lines.join('\n'), structured: { tender, competition, eligibility } };
  },
});

export const expectedCompetition = defineTool({
  name: 'competencia_esperada',
  description: 'mcp.tools.competencia_esperada',
  readOnly: true,
  input: tenderId,
  async run({ call }, { id }) {
    const competition = await callOperation(call, TENDER_ROUTES.competition, { params: { id } });
    return { text: competitionText(competition), structured: competition };
  },
});
