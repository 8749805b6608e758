import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { PlacspEntry } from '../../db/tender-data';
import { HAVE_SAMPLES, readSample, SAMPLES_DIR, SKIP_MESSAGE } from '../../test/placsp-samples';
import { refersToPliego } from './solvency-amount';

/** How many entries publish each part, and what their solvency texts say: the figures for the issue. */
function figures(entries: PlacspEntry[]) {
  const solvency = (e: PlacspEntry) => [
    ...(e.requirements?.financial ?? []),
    ...(e.requirements?.technical ?? []),
  ];
  const texts = entries.flatMap(solvency);
  // The request's own Description stands in for the criteria in some entries ('Según Pliego…').
  const descriptions = entries.flatMap((e) => e.requirements?.descriptions ?? []);
  const having = (has: (e: PlacspEntry) => boolean) => entries.filter(has).length;
  return {
    entries: entries.length,
    withCriteria: having((e) => (e.awardingCriteria ?? []).length > 0),
    withSolvency: having((e) => solvency(e).length > 0 || (e.requirements?.descriptions ?? []).length > 0),
    withClassification: having((e) => (e.requirements?.classifications ?? []).length > 0),
    withGuarantee: having((e) => (e.requirements?.guarantees ?? []).length > 0),
    solvencyTexts: texts.length,
    withAmount: texts.filter((t) => t.threshold !== null).length,
    referToPliego: texts.filter((t) => t.threshold === null && t.refersToPliego).length,
    blank: texts.filter((t) => t.description === null).length,
    requestDescriptions: descriptions.length,
    requestDescriptionsReferToPliego: descriptions.filter((d) => refersToPliego(d.description)).length,
  };
}

describe.skipIf(!HAVE_SAMPLES)(
  `requirement figures on every real page ${HAVE_SAMPLES ? '' : SKIP_MESSAGE}`,
  () => {
    it('counts the solvency texts that state an amount and those that send to the pliego', async () => {
      const files = readdirSync(SAMPLES_DIR).filter((f) => /\.(atom|xml)$/.test(f));
      const entries = (await Promise.all(files.map(async (f) => (await readSample(f)).entries))).flat();
      const result = figures(entries);
      console.info(`Requisitos en ${files.length} páginas reales:`, result);
      expect(result).toEqual({
        entries: 1302,
        withCriteria: 19,
        withSolvency: 20,
        withClassification: 2,
        withGuarantee: 14,
        solvencyTexts: 40,
        withAmount: 7,
        referToPliego: 15,
        blank: 5,
        requestDescriptions: 5,
        requestDescriptionsReferToPliego: 4,
      });
    }, 60_000);
  },
);
