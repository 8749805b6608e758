import { describe, expect, it } from 'vitest';
import type { PliegoFindings } from '../../../common/api/pliego-findings';
import { buildPliego } from '../../test/pliegos/build-pliego';
import { PLIEGO_SPECS, type PliegoSpec } from '../../test/pliegos/pliego-text';
import { DOCUMENT_TYPES, readDocument } from '../read/read-document';
import { readPliegoFindings } from './pliego-findings';

async function findingsOf(spec: PliegoSpec): Promise<PliegoFindings> {
  const read = await readDocument(
    await buildPliego(spec),
    DOCUMENT_TYPES[spec.format as keyof typeof DOCUMENT_TYPES],
  );
  return readPliegoFindings(read.pages);
}

interface Score {
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
}

/** Compares one field's expected and found values (as comparable strings; null = none). */
function score(pairs: [expected: string[], found: string[]][]): Score {
  const result = { truePositives: 0, falsePositives: 0, falseNegatives: 0 };
  for (const [expected, found] of pairs) {
    for (const value of found) result[expected.includes(value) ? 'truePositives' : 'falsePositives']++;
    for (const value of expected) if (!found.includes(value)) result.falseNegatives++;
  }
  return result;
}

const maybe = (value: string | null | undefined) => (value === null || value === undefined ? [] : [value]);

describe('readPliegoFindings', () => {
  it('reads each field with its page on a PCAP', async () => {
    const findings = await findingsOf(PLIEGO_SPECS[0] as PliegoSpec);
    expect(findings.classifications).toEqual([
      { source: 'pliego', page: 1, group: 'C', subgroup: '2', category: '5', code: 'C2-5' },
    ]);
    expect(findings.guarantees).toEqual([{ source: 'pliego', page: 1, type_code: '2', rate: 5 }]);
    expect(findings.execution_term).toEqual({ source: 'pliego', page: 1, text: '8 meses' });
    expect(findings.financial.map((f) => [f.page, f.amount, f.basis])).toEqual([[2, '300000', 'fixed']]);
    expect(findings.technical.map((f) => [f.page, f.basis, f.factor])).toEqual([
      [2, 'times_estimated_value', 0.7],
    ]);
    expect(findings.awarding_criteria.map((c) => [c.page, c.description, c.weight])).toEqual([
      [3, 'Precio', 60],
      [3, 'Plazo de ejecución', 10],
      [3, 'Memoria técnica', 30],
    ]);
    expect(findings.price_revision).toEqual({ source: 'pliego', page: 4, applies: true });
    expect(findings.site_visit).toEqual({ source: 'pliego', page: 4, required: true });
  });

  it('scores precision and recall per field over the ten fixture pliegos', async () => {
    const rows = await Promise.all(
      PLIEGO_SPECS.map(async (spec) => ({ spec, found: await findingsOf(spec) })),
    );
    const fields: Record<string, [string[], string[]][]> = {
      financial: rows.map(({ spec, found }) => [
        [String(Number(spec.expected.financial_annual_turnover))],
        found.financial.map((f) => String(Number(f.amount))),
      ]),
      technical: rows.map(({ spec, found }) => [
        spec.expected.technical_similar_works ? ['yes'] : [],
        found.technical.map(() => 'yes'),
      ]),
      classification: rows.map(({ spec, found }) => [
        maybe(spec.expected.classification?.replace(/Grupo (\w), Subgrupo (\d+), Categoría (\d)/, '$1$2-$3')),
        found.classifications.map((c) => c.code),
      ]),
      guarantee: rows.map(({ spec, found }) => [
        [String(spec.expected.guarantee_rate)],
        found.guarantees.map((g) => String(g.rate)),
      ]),
      criteria: rows.map(({ spec, found }) => [
        spec.expected.criteria.map((c) => `${c.name}=${c.weight}`),
        found.awarding_criteria.map((c) => `${c.description}=${c.weight}`),
      ]),
      execution_term: rows.map(({ spec, found }) => [
        [spec.expected.execution_term],
        maybe(found.execution_term?.text),
      ]),
      price_revision: rows.map(({ spec, found }) => [
        [String(spec.expected.price_revision)],
        maybe(found.price_revision && String(found.price_revision.applies)),
      ]),
      site_visit: rows.map(({ spec, found }) => [
        [String(spec.expected.site_visit)],
        maybe(found.site_visit && String(found.site_visit.required)),
      ]),
    };
    const scores = Object.fromEntries(Object.entries(fields).map(([field, pairs]) => [field, score(pairs)]));
    const ratio = (a: number, b: number) => (b === 0 ? '–' : (a / b).toFixed(2));
    console.log(
      Object.entries(scores)
        .map(([field, s]) => {
          const precision = ratio(s.truePositives, s.truePositives + s.falsePositives);
          const recall = ratio(s.truePositives, s.truePositives + s.falseNegatives);
          return `${field.padEnd(16)} TP ${s.truePositives} FP ${s.falsePositives} FN ${s.falseNegatives}  precision ${precision} recall ${recall}`;
        })
        .join('\n'),
    );
    // The fixtures follow one template, so these say the rules work, not how they fare on real pliegos.
    expect(scores).toEqual({
      financial: { truePositives: 10, falsePositives: 0, falseNegatives: 0 },
      technical: { truePositives: 10, falsePositives: 0, falseNegatives: 0 },
      classification: { truePositives: 6, falsePositives: 0, falseNegatives: 0 },
      guarantee: { truePositives: 10, falsePositives: 0, falseNegatives: 0 },
      criteria: { truePositives: 27, falsePositives: 0, falseNegatives: 0 },
      execution_term: { truePositives: 10, falsePositives: 0, falseNegatives: 0 },
      price_revision: { truePositives: 10, falsePositives: 0, falseNegatives: 0 },
      site_visit: { truePositives: 10, falsePositives: 0, falseNegatives: 0 },
    });
  });
});
