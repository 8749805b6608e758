import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ProfileFacts } from '../../../common/api/company-profile';
import { checkEligibility } from '../../../common/eligibility/check-eligibility';
import type { PlacspEntry } from '../../db/tender-data';
import { HAVE_SAMPLES, readSample, SAMPLES_DIR, SKIP_MESSAGE } from '../../test/placsp-samples';
import { entryEligibilityFacts } from './tender-facts';

const TODAY = '2026-11-28';
/** A small builder: C2-3 in force, 400.000 € turnover last year, ISO 9001. */
const BUILDER: ProfileFacts = {
  classifications: [{ group: 'C', subgroup: 2, category: 3, valid_until: null }],
  turnover: [{ year: 2025, amount: 400_000 }],
  certificates: ['ISO 9001'],
};

const verdictsOf = (entries: PlacspEntry[], profile: ProfileFacts) => {
  const counts = { yes: 0, no: 0, review: 0 };
  for (const e of entries) counts[checkEligibility(entryEligibilityFacts(e), profile, TODAY).verdict]++;
  return counts;
};
const byId = (entries: PlacspEntry[], id: string) => entries.find((e) => e.entryId.endsWith(`/${id}`))!;

describe.skipIf(!HAVE_SAMPLES)(`eligibility on every real page ${HAVE_SAMPLES ? '' : SKIP_MESSAGE}`, () => {
  it('gives the verdicts of a sample profile, and the named entries their lines', async () => {
    const files = readdirSync(SAMPLES_DIR).filter((f) => /\.(atom|xml)$/.test(f));
    const entries = (await Promise.all(files.map(async (f) => (await readSample(f)).entries))).flat();
    const counts = verdictsOf(entries, BUILDER);
    console.info(
      `Veredictos de un perfil de ejemplo (C2-3, 400.000 €, ISO 9001) en ${entries.length} entradas:`,
      counts,
    );
    expect(counts).toEqual({ yes: 1, no: 2, review: 1299 });

    const line = (id: string) => checkEligibility(entryEligibilityFacts(byId(entries, id)), BUILDER, TODAY);
    expect(line('1724191')).toEqual({
      verdict: 'no',
      checks: [
        { requirement: 'Clasificación C2-5', met: false, reason: 'Exige C2-5; tenéis C2-3', lot_id: null },
      ],
    });
    expect(line('1766468')).toMatchObject({
      verdict: 'yes',
      checks: [{ reason: 'Exige C*-3; tenéis C2-3' }],
    });
    // 'Como mínimo 300.000 €' met; the two technical texts are for a person to read.
    expect(line('1743616').checks.map((c) => c.met)).toEqual([true, null, null]);
    // 1852351 asks 1,5 × its value (299.312,76 €) and ISO 9001 + ISO 14001 by type code.
    expect(line('1852351').checks.map((c) => [c.requirement, c.met])).toEqual([
      ['Solvencia económica: volumen de negocios', true],
      ['Certificado ISO 9001', true],
      ['Certificado ISO 14001', false],
    ]);
  }, 60_000);
});
