import type { MarketAnalysisBody } from '../../common/api/market';
import { AUTONOMOUS_COMMUNITIES, PROVINCES } from '../../common/reference/geo';
import { CPV_CODES } from '../../server/simulator/cpv';

/** The CPV divisions the generator writes, as the 8-digit codes the picker sends (45000000). */
const DIVISIONS = [...new Set(CPV_CODES.map((c) => c.code.slice(0, 2)))].map((d) => `${d}000000`);
const GROUPS = [...new Set(CPV_CODES.map((c) => c.code.slice(0, 4)))].map((g) => `${g}0000`);

/**
 * Markets people look at, in a fixed order: a CPV division in a community, a CPV group in a
 * province, a division nationally for two years, a contract type in a community with words, and
 * a division with a contract type nationally (the widest).
 */
export function marketMix(): MarketAnalysisBody[] {
  const mix: MarketAnalysisBody[] = [];
  AUTONOMOUS_COMMUNITIES.forEach((community, i) => {
    const division = DIVISIONS[i % DIVISIONS.length]!;
    mix.push({ filters: { cpv_codes: [division], location: { regions: [community.nuts2] } } });
    const province = PROVINCES[(i * 3) % PROVINCES.length]!;
    mix.push({
      filters: { cpv_codes: [GROUPS[i % GROUPS.length]!], location: { regions: [...province.nuts3] } },
    });
    mix.push({ filters: { cpv_codes: [division], date: { years: [2024, 2025] } } });
    mix.push({
      searchTerms: i % 2 ? 'limpieza' : 'mantenimiento',
      filters: { contract_types: ['2'], location: { regions: [community.nuts2] } },
    });
  });
  mix.push({ filters: { cpv_codes: ['45000000'], contract_types: ['3'] } });
  return mix;
}
