import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Spanish counts of a round million (1.000.000) take i18next's `_many` form: a plural text
// without it would show such a count as the bare key or in English.
const SPANISH = path.join(__dirname, 'i18n/es');

function pluralKeysWithoutMany(): string[] {
  const missing: string[] = [];
  const walk = (node: Record<string, unknown>, prefix: string) => {
    for (const [name, value] of Object.entries(node)) {
      if (typeof value === 'object' && value !== null)
        walk(value as Record<string, unknown>, `${prefix}${name}.`);
      else if (name.endsWith('_other') && !(`${name.slice(0, -6)}_many` in node)) missing.push(prefix + name);
    }
  };
  for (const file of readdirSync(SPANISH).filter((f) => f.endsWith('.json'))) {
    walk(JSON.parse(readFileSync(path.join(SPANISH, file), 'utf8')), `${file}:`);
  }
  return missing;
}

describe('the Spanish catalogue', () => {
  it('has the _many form beside every _other', () => {
    expect(pluralKeysWithoutMany()).toEqual([]);
  });
});
