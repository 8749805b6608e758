import { describe, expect, it } from 'vitest';
import {
  awardBudget,
  awardDiscount,
  awardRanges,
  type DiscountInput,
  partyDisplayName,
  quartilesOf,
} from './competition';

const award = (over: Partial<DiscountInput>): DiscountInput => ({
  resultCode: '9',
  awardedAmount: '80000',
  budget: '100000',
  sharedBudget: false,
  procedureCode: '1',
  contractingSystemCode: '0',
  text: 'Servicio de limpieza',
  ...over,
});

describe('awardDiscount', () => {
  it('is 1 − awarded / budget, as a fraction with 6 decimals', () => {
    expect(awardDiscount(award({}))).toEqual({ discount: 0.2, exclusion: null });
    // 1 − 12987.64 / 15461.48 = 2473.84 / 15461.48 = 0.16000…
    expect(awardDiscount(award({ awardedAmount: '12987.64', budget: '15461.48' })).discount).toBe(0.16);
    expect(awardDiscount(award({ awardedAmount: '100000' }))).toEqual({ discount: 0, exclusion: null });
  });

  it('is unknown for void results, a missing amount or budget and a budget several awards share', () => {
    expect(awardDiscount(award({ resultCode: '3' }))).toEqual({ discount: null, exclusion: 'not_awarded' });
    expect(awardDiscount(award({ awardedAmount: null }))).toEqual({ discount: null, exclusion: 'no_amount' });
    expect(awardDiscount(award({ budget: null }))).toEqual({ discount: null, exclusion: 'no_budget' });
    expect(awardDiscount(award({ budget: '0' }))).toEqual({ discount: null, exclusion: 'no_budget' });
    expect(awardDiscount(award({ sharedBudget: true }))).toEqual({
      discount: null,
      exclusion: 'shared_budget',
    });
  });

  it('keeps the raw value but leaves out minor, framework, unit-price and implausible awards', () => {
    expect(awardDiscount(award({ procedureCode: '6' })).exclusion).toBe('minor_contract');
    expect(awardDiscount(award({ procedureCode: '7' })).exclusion).toBe('framework');
    expect(awardDiscount(award({ contractingSystemCode: '1' })).exclusion).toBe('framework');
    expect(awardDiscount(award({ text: 'Suministro por precios unitarios de fármacos' }))).toEqual({
      discount: 0.2,
      exclusion: 'unit_price',
    });
    expect(awardDiscount(award({ awardedAmount: '100100' })).exclusion).toBe('negative');
    expect(awardDiscount(award({ awardedAmount: '10000' })).exclusion).toBeNull();
    expect(awardDiscount(award({ awardedAmount: '9999.99' }))).toEqual({
      discount: 0.9,
      exclusion: null,
    });
    expect(awardDiscount(award({ awardedAmount: '9000' }))).toEqual({
      discount: 0.91,
      exclusion: 'above_limit',
    });
  });
});

describe('awardBudget', () => {
  const lots = [
    { lotId: '1', taxExclusiveAmount: '60806.90' },
    { lotId: '2', taxExclusiveAmount: '15461.48' },
  ];
  it("takes the lot's budget when the tender has lots", () => {
    const tender = { taxExclusiveAmount: '76268.38', lots, tenderResults: [{ resultCode: '9' }] };
    expect(awardBudget(tender, '2')).toEqual({ budget: '15461.48', shared: false });
    expect(awardBudget(tender, '7')).toEqual({ budget: null, shared: false });
  });

  it("takes the tender's budget without lots, shared when several awards split it", () => {
    const one = {
      taxExclusiveAmount: '936000',
      lots: [],
      tenderResults: [{ resultCode: '9' }, { resultCode: '3' }],
    };
    expect(awardBudget(one, null)).toEqual({ budget: '936000', shared: false });
    const two = { ...one, tenderResults: [{ resultCode: '8' }, { resultCode: '8' }] };
    expect(awardBudget(two, '1')).toEqual({ budget: '936000', shared: true });
  });
});

describe('quartilesOf', () => {
  it("interpolates between ranks as PostgreSQL's percentile_cont and gives the sample size", () => {
    expect(quartilesOf([4, 1, 3, 2])).toEqual({ q1: 1.75, median: 2.5, q3: 3.25, sampleSize: 4 });
    expect(quartilesOf([5])).toEqual({ q1: 5, median: 5, q3: 5, sampleSize: 1 });
    expect(quartilesOf([])).toEqual({ q1: null, median: null, q3: null, sampleSize: 0 });
  });
});

describe('partyDisplayName', () => {
  it("drops PLACSP's formalisation note and nothing else", () => {
    expect(partyDisplayName('IDINAT OBRAS Y SERVICIOS, S.L. - FORM. 30/07/2026')).toBe(
      'IDINAT OBRAS Y SERVICIOS, S.L.',
    );
    expect(partyDisplayName('TELEFONICA SOLUCIONES DE INFORM.Y COMUNIC. DE ESPAÑA, S.A.U.')).toBe(
      'TELEFONICA SOLUCIONES DE INFORM.Y COMUNIC. DE ESPAÑA, S.A.U.',
    );
  });
});

describe('awardRanges', () => {
  const award = (offers: number | null, discount: number | null, exclusion: string | null = null) => ({
    receivedTenderQuantity: offers,
    discount,
    discountExclusion: exclusion,
  });

  it("spans its awards' offers and usable discounts; void results and excluded discounts do not count", () => {
    expect(
      awardRanges([
        award(3, 0.12),
        award(1, 0.95, 'above_limit'),
        award(9, null, 'not_awarded'),
        award(6, 0.05),
        award(null, null, 'no_budget'),
      ]),
    ).toEqual({ offersMin: 1, offersMax: 6, discountMin: 0.05, discountMax: 0.12 });
  });

  it('is empty without awards', () => {
    expect(awardRanges([award(2, null, 'not_awarded')])).toEqual({
      offersMin: null,
      offersMax: null,
      discountMin: null,
      discountMax: null,
    });
  });
});
