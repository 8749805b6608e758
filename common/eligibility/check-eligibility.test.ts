import { describe, expect, it } from 'vitest';
import type { ProfileFacts } from '../api/company-profile';
import type { TenderRequirementsView } from '../api/tender-requirements';
import { NO_REQUIREMENTS, solvencyView } from '../requirements/test-views';
import { checkEligibility } from './check-eligibility';
import { eligibilityFacts } from './requirement-facts';

const TODAY = '2026-11-28';
const none = NO_REQUIREMENTS;
const solvency = solvencyView;
const profile = (p: Partial<ProfileFacts> = {}): ProfileFacts => ({
  classifications: [],
  turnover: [],
  certificates: [],
  ...p,
});
const values = { estimatedValue: 1_200_000, durationMonths: 24 };
const check = (r: Partial<TenderRequirementsView> | null, p: ProfileFacts) =>
  checkEligibility(eligibilityFacts(r && { ...none, ...r }, values), p, TODAY);

const C25 = { classifications: [{ lot_id: null, group: 'C', subgroup: '2', category: '5', code: 'C2-5' }] };

describe('¿Puedo presentarme?', () => {
  it('classification: same group and subgroup with a category at least the one required', () => {
    const low = check(
      C25,
      profile({ classifications: [{ group: 'C', subgroup: 2, category: 3, valid_until: null }] }),
    );
    expect(low).toEqual({
      verdict: 'no',
      checks: [
        { requirement: 'Clasificación C2-5', met: false, reason: 'Exige C2-5; tenéis C2-3', lot_id: null },
      ],
    });
    const enough = check(
      C25,
      profile({ classifications: [{ group: 'C', subgroup: 2, category: 6, valid_until: null }] }),
    );
    expect(enough.verdict).toBe('yes');
    expect(check(C25, profile()).checks[0]?.reason).toBe(
      'Exige C2-5; el perfil no tiene clasificación del grupo C',
    );
    const expired = check(
      C25,
      profile({ classifications: [{ group: 'C', subgroup: 2, category: 5, valid_until: '2026-06-30' }] }),
    );
    expect(expired.checks[0]).toMatchObject({
      met: false,
      reason: 'Exige C2-5; vuestra C2-5 venció el 30/06/2026',
    });
  });

  it('a held classification accredits the solvency the tender also asks', () => {
    const r = check(
      { ...C25, financial: [solvency({ description: 'Según el PCAP', refers_to_pliego: true })] },
      profile({ classifications: [{ group: 'C', subgroup: 2, category: 5, valid_until: null }] }),
    );
    expect(r.verdict).toBe('yes');
    expect(r.checks[1]).toMatchObject({
      requirement: 'Solvencia económica: volumen de negocios',
      met: true,
      reason: 'Acreditada con vuestra clasificación (C2-5)',
    });
  });

  it('turnover: the best of the last three years against the sum asked', () => {
    const asked = {
      financial: [solvency({ description: 'Como mínimo 300.000 €', amount: '300000', basis: 'fixed' })],
    };
    const turnover = (amount: number, year = 2025) =>
      profile({
        turnover: [
          { year, amount },
          { year: 2019, amount: 9_000_000 },
        ],
      });
    expect(check(asked, turnover(400_000))).toEqual({
      verdict: 'yes',
      checks: [
        {
          requirement: 'Solvencia económica: volumen de negocios',
          met: true,
          reason:
            'Exige 300.000,00\u00a0€ de volumen anual de negocios; vuestro mejor año de los tres últimos (2025): 400.000,00\u00a0€',
          lot_id: null,
        },
      ],
    });
    expect(check(asked, turnover(250_000)).verdict).toBe('no');
    // 2019 is not among the last three years: the profile says nothing recent.
    expect(check(asked, profile({ turnover: [{ year: 2019, amount: 9_000_000 }] })).verdict).toBe('review');
  });

  it('a multiple of the annual value is computed from the estimated value and the duration', () => {
    // 1,5 × annual value of a 1.200.000 € contract over 24 months = 900.000 €.
    const asked = {
      financial: [
        solvency({
          description: 'una vez y media el valor anual medio',
          basis: 'times_annual_value',
          factor: 1.5,
        }),
      ],
    };
    const r = check(asked, profile({ turnover: [{ year: 2025, amount: 800_000 }] }));
    expect(r).toMatchObject({
      verdict: 'no',
      checks: [{ reason: expect.stringContaining('Exige 900.000,00\u00a0€') }],
    });
  });

  it("turnover in the contract's field is only compared as a ceiling", () => {
    const asked = {
      financial: [
        solvency({
          description: 'en el ámbito al que se refiere el contrato: 47.566 €',
          amount: '47566',
          basis: 'fixed',
        }),
      ],
    };
    expect(check(asked, profile({ turnover: [{ year: 2025, amount: 400_000 }] })).verdict).toBe('review');
    expect(check(asked, profile({ turnover: [{ year: 2025, amount: 40_000 }] })).verdict).toBe('no');
  });

  it('certificates by type code or by name; texts to read leave the verdict to review', () => {
    const asked = {
      technical: [
        solvency({ type_code: 'XSX-CERTCALIDAD' }),
        solvency({ type_code: 'ZZZ', description: 'Certificado de gestión ambiental ISO 14001' }),
      ],
    };
    expect(check(asked, profile({ certificates: ['ISO 9001', 'iso-14001'] })).verdict).toBe('yes');
    expect(check(asked, profile({ certificates: ['ISO 9001'] })).checks[1]).toMatchObject({
      requirement: 'Certificado ISO 14001',
      met: false,
      reason: 'Exige ISO 14001; no figura en vuestro perfil',
    });
    const text = check(
      { technical: [solvency({ type_code: 'OSR-COMPTASK', description: 'Experiencia mínima de 5 años' })] },
      profile(),
    );
    expect(text).toEqual({
      verdict: 'review',
      checks: [
        {
          requirement: 'Solvencia técnica',
          met: null,
          reason: 'Revisad: «Experiencia mínima de 5 años»',
          lot_id: null,
        },
      ],
    });
  });

  it('lots: the verdict of the lot the company fits best, every lot listed', () => {
    const r = check(
      {
        classifications: [
          { lot_id: '1', group: 'C', subgroup: '2', category: '5', code: 'C2-5' },
          { lot_id: '2', group: 'C', subgroup: '2', category: '2', code: 'C2-2' },
        ],
      },
      profile({ classifications: [{ group: 'C', subgroup: 2, category: 3, valid_until: null }] }),
    );
    expect(r.verdict).toBe('yes');
    expect(r.checks.map((c) => [c.lot_id, c.met])).toEqual([
      ['1', false],
      ['2', true],
    ]);
  });

  it('nothing published, or not read yet: review, and it says why', () => {
    expect(check({}, profile()).checks).toEqual([
      {
        requirement: 'Requisitos de solvencia',
        met: null,
        reason: 'El anuncio no publica la solvencia ni la clasificación exigidas',
        lot_id: null,
      },
    ]);
    expect(check(null, profile())).toMatchObject({
      verdict: 'review',
      checks: [{ reason: 'Los requisitos de esta licitación aún no se han leído del anuncio' }],
    });
  });
});
