import { AUTONOMOUS_COMMUNITIES, PROVINCES } from '../../common/reference/geo';

/**
 * The region filter's options: communities by their NUTS-2 code and provinces by their NUTS-3
 * codes (several for the island provinces, joined by commas in the option value).
 */
export const REGION_GROUPS = [
  {
    group: 'communities' as const,
    items: [...AUTONOMOUS_COMMUNITIES]
      .sort((a, b) => a.shortName.localeCompare(b.shortName, 'es'))
      .map((c) => ({ value: c.nuts2, label: c.shortName })),
  },
  {
    group: 'provinces' as const,
    items: [...PROVINCES]
      .sort((a, b) => a.shortName.localeCompare(b.shortName, 'es'))
      .map((p) => ({ value: p.nuts3.join(','), label: p.shortName })),
  },
];

const ALL_VALUES = REGION_GROUPS.flatMap((g) => g.items.map((i) => i.value));

/** Option values → the NUTS codes the filter sends. */
export function regionsOfOptions(values: string[]): string[] {
  return [...new Set(values.flatMap((v) => v.split(',')))];
}

/** NUTS codes of the filter → the options that show them as chosen. */
export function optionsOfRegions(regions: string[] | undefined): string[] {
  if (!regions?.length) return [];
  const chosen = new Set(regions);
  return ALL_VALUES.filter((v) => v.split(',').every((code) => chosen.has(code)));
}
