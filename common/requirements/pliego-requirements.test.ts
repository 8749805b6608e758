import { describe, expect, it } from 'vitest';
import type { ProfileFacts } from '../api/company-profile';
import type { PliegoFindings } from '../api/pliego-findings';
import { checkEligibility } from '../eligibility/check-eligibility';
import { eligibilityFacts } from '../eligibility/requirement-facts';
import {
  eligibilityRequirements,
  type TenderPliego,
  withPliegoCriteria,
  withPliegoRequirements,
} from './pliego-requirements';
import { criterionView, NO_REQUIREMENTS, solvencyView } from './test-views';

const NO_FINDINGS: PliegoFindings = {
  financial: [],
  technical: [],
  classifications: [],
  guarantees: [],
  awarding_criteria: [],
  execution_term: null,
  price_revision: null,
  site_visit: null,
};
const at = (page: number) => ({ source: 'pliego' as const, page });
const turnover = (amount: string, page = 3) => ({
  ...at(page),
  description: `Volumen anual de negocios de ${amount} euros`,
  amount,
  basis: 'fixed' as const,
  factor: null,
});
const pliego = (findings: Partial<PliegoFindings>): TenderPliego => ({
  document_id: 41,
  document_name: 'PCAP.pdf',
  findings: { ...NO_FINDINGS, ...findings },
});
const mark = (page: number, member?: string) => ({
  source: 'pliego',
  page,
  document_id: 41,
  document_name: 'PCAP.pdf',
  ...(member ? { member } : {}),
});
const C25 = { ...at(3), group: 'C', subgroup: '2', category: '5', code: 'C2-5' };
const referred = solvencyView({ description: 'Según el pliego', refers_to_pliego: true });
// A fixed Madrid day: the classification dates below are two years clear of it.
const TODAY = '2026-06-15';
const profile = (p: Partial<ProfileFacts>): ProfileFacts => ({
  classifications: [],
  turnover: [],
  certificates: [],
  ...p,
});
const verdictOf = (r: Parameters<typeof eligibilityRequirements>[0], p: ProfileFacts) =>
  checkEligibility(
    eligibilityFacts(eligibilityRequirements(r), { estimatedValue: null, durationMonths: null }),
    p,
    TODAY,
  );

describe('withPliegoRequirements', () => {
  it('adds what the feed left to the pliego after the feed, marked with page and document', () => {
    const merged = withPliegoRequirements(
      { ...NO_REQUIREMENTS, financial: [referred] },
      pliego({ financial: [turnover('300000')], classifications: [C25] }),
    )!;
    expect(merged.financial).toEqual([
      referred,
      {
        ...solvencyView({ type_code: null, description: 'Volumen anual de negocios de 300000 euros' }),
        amount: '300000',
        basis: 'fixed',
        ...mark(3),
      },
    ]);
    expect(merged.classifications).toEqual([
      { lot_id: null, group: 'C', subgroup: '2', category: '5', code: 'C2-5', ...mark(3) },
    ]);
  });

  it('leaves out what says the same as the feed, and shows a contradiction as the pliego’s', () => {
    const feed = {
      ...NO_REQUIREMENTS,
      financial: [solvencyView({ amount: '300000.00' })],
      classifications: [{ lot_id: null, group: 'C', subgroup: '2', category: '5', code: 'C2-5' }],
      guarantees: [{ lot_id: null, type_code: '2', rate: 5, amount: null }],
    };
    const same = withPliegoRequirements(
      feed,
      pliego({
        financial: [turnover('300000')],
        classifications: [C25],
        guarantees: [{ ...at(1), type_code: '2', rate: 5 }],
      }),
    )!;
    expect(same.financial).toEqual(feed.financial);
    expect(same.classifications).toEqual(feed.classifications);
    expect(same.guarantees).toEqual(feed.guarantees);

    const other = withPliegoRequirements(feed, pliego({ financial: [turnover('450000', 2)] }))!;
    expect(other.financial.map((s) => [s.amount, s.source ?? 'feed'])).toEqual([
      ['300000.00', 'feed'],
      ['450000', 'pliego'],
    ]);
    // The feed's sum is the one judged: the pliego's contradicting one is shown, not used.
    expect(eligibilityRequirements(other).financial).toEqual(feed.financial);
  });

  it('keeps the ZIP member a finding was read in, and the terms the feed never has', () => {
    const merged = withPliegoRequirements(
      null,
      pliego({
        execution_term: { ...at(1), member: 'pliegos/PCAP.pdf', text: '8 meses' },
        price_revision: { ...at(4), applies: false },
        site_visit: { ...at(4), required: true },
      }),
    )!;
    expect(merged.execution_term).toEqual({ ...mark(1, 'pliegos/PCAP.pdf'), text: '8 meses' });
    expect(merged.price_revision).toEqual({ ...mark(4), applies: false });
    expect(merged.site_visit).toEqual({ ...mark(4), required: true });
  });

  it('changes nothing without a pliego', () => {
    expect(withPliegoRequirements(NO_REQUIREMENTS, null)).toBe(NO_REQUIREMENTS);
    expect(withPliegoRequirements(null, null)).toBeNull();
  });
});

describe('withPliegoCriteria', () => {
  const criteria = [{ ...at(3), description: 'Precio', weight: 60 }];
  it("takes the pliego's criteria only when the feed publishes none", () => {
    const published = [criterionView({ description: 'Oferta económica', weight: 100 })];
    expect(withPliegoCriteria(published, pliego({ awarding_criteria: criteria }))).toBe(published);
    expect(withPliegoCriteria([], pliego({ awarding_criteria: criteria }))).toEqual([
      { ...criterionView({ description: 'Precio', weight: 60 }), ...mark(3) },
    ]);
  });
});

describe('eligibility with the pliego', () => {
  it('judges the pliego’s classification when the feed asks none, and says where it read it', () => {
    const r = withPliegoRequirements(NO_REQUIREMENTS, pliego({ classifications: [C25] }))!;
    const held = { group: 'C', subgroup: 2, category: 3, valid_until: '2028-06-30' };
    expect(verdictOf(r, profile({ classifications: [held] }))).toEqual({
      verdict: 'no',
      checks: [
        {
          requirement: 'Clasificación C2-5',
          met: false,
          reason: 'Exige C2-5 según el pliego, pág. 3; tenéis C2-3',
          lot_id: null,
        },
      ],
    });
  });

  it('judges the pliego’s turnover where the feed sends to the pliego, by the profile’s turnover', () => {
    const r = withPliegoRequirements(
      { ...NO_REQUIREMENTS, financial: [referred] },
      pliego({ financial: [turnover('300000')] }),
    )!;
    expect(verdictOf(r, profile({ turnover: [{ year: 2025, amount: 299_999 }] })).verdict).toBe('no');
    expect(verdictOf(r, profile({ turnover: [{ year: 2025, amount: 300_000 }] })).verdict).toBe('yes');
    // Without the pliego the same tender is to review: its solvency is sent to the pliego.
    expect(
      verdictOf(
        { ...NO_REQUIREMENTS, financial: [referred] },
        profile({ turnover: [{ year: 2025, amount: 1e6 }] }),
      ).verdict,
    ).toBe('review');
  });

  it('lets the pliego answer a feed that gives only its request’s text', () => {
    const feed = { ...NO_REQUIREMENTS, descriptions: [{ lot_id: null, description: 'Según pliego' }] };
    const r = withPliegoRequirements(feed, pliego({ financial: [turnover('300000')] }))!;
    expect(verdictOf(r, profile({ turnover: [{ year: 2025, amount: 400_000 }] })).verdict).toBe('yes');
    expect(verdictOf(feed, profile({ turnover: [{ year: 2025, amount: 400_000 }] })).verdict).toBe('review');
  });
});
