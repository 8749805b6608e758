import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { hasSharedData } from '../../server/test/shared-data';
import { evaluationEntries, LABELS_FILE, type Labels, labelsByRules, PERSONAS } from './personas';

describe.skipIf(!hasSharedData('placsp'))('the labelled evaluation set', () => {
  it('is what the written rules say of the real tenders: over 300 tenders, each persona liking some and not others', async () => {
    const labels = JSON.parse(await readFile(LABELS_FILE, 'utf8')) as Labels;
    expect(labels).toEqual(labelsByRules(await evaluationEntries()));
    const labelled = new Set(Object.values(labels).flatMap((own) => Object.keys(own)));
    expect(labelled.size).toBeGreaterThanOrEqual(300);
    for (const persona of PERSONAS) {
      const values = Object.values(labels[persona.name]!);
      expect(values.filter((v) => v === 'up').length, persona.name).toBeGreaterThan(30);
      expect(values.filter((v) => v === 'down').length, persona.name).toBeGreaterThan(30);
    }
  });
});
