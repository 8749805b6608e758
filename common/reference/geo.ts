import { AUTONOMOUS_COMMUNITIES, PROVINCES } from './geo-data';
import type { AutonomousCommunity, Province } from './geo-types';

export type { AutonomousCommunity, Province };
export { AUTONOMOUS_COMMUNITIES, PROVINCES };

export interface NutsRegion {
  province: Province | null;
  community: AutonomousCommunity | null;
}

/** NUTS 2010 and earlier had one NUTS-3 code per island province; older entries still carry them. */
const LEGACY_NUTS3: Record<string, string> = { ES530: '07', ES701: '35', ES702: '38' };

const provinceByNuts3 = new Map<string, Province>();
for (const province of PROVINCES) for (const code of province.nuts3) provinceByNuts3.set(code, province);
for (const [code, province] of Object.entries(LEGACY_NUTS3)) {
  provinceByNuts3.set(code, PROVINCES.find((p) => p.code === province)!);
}

export const provinceByCode = (code: string) => PROVINCES.find((p) => p.code === code) ?? null;
export const communityByCode = (code: string) => AUTONOMOUS_COMMUNITIES.find((c) => c.code === code) ?? null;

/**
 * A published NUTS code (CountrySubentityCode) → its province and community. NUTS-3 gives
 * both, NUTS-2 only the community; NUTS-1, `ES` and unknown codes give null.
 */
export function regionOfNuts(nuts: string | null | undefined): NutsRegion | null {
  const code = nuts?.trim().toUpperCase();
  if (!code) return null;
  const province = provinceByNuts3.get(code);
  if (province) return { province, community: communityByCode(province.communityCode) };
  const community = AUTONOMOUS_COMMUNITIES.find((c) => c.nuts2 === code);
  return community ? { province: null, community } : null;
}

/** Where a tender or lot takes place, as the API sends it. */
export interface PlaceParts {
  city: string | null;
  subentity_code: string | null;
  country_subentity: string | null;
}

/** "City, Province" (or the community, or the published subentity name), without repeats. */
export function placeName({ city, subentity_code, country_subentity }: PlaceParts): string {
  const region = regionOfNuts(subentity_code);
  const area = region?.province?.name ?? region?.community?.name ?? country_subentity;
  return [city, area].filter((part, i, all) => part && all.indexOf(part) === i).join(', ');
}
