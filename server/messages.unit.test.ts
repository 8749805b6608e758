import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorCodes } from '../common/api/errors';

// t() answers a missing key with the key itself, and a test asserts only some messages: so every
// key the server names must be in both languages. Spanish counts of a round million take the
// `_many` form, so a plural key without it would show that count in English.
const CATALOGUE = path.join(__dirname, '../common/i18n');

function catalogue(language: string): Set<string> {
  const keys = new Set<string>();
  const walk = (node: object, prefix: string) => {
    for (const [name, value] of Object.entries(node)) {
      if (typeof value === 'string') keys.add(`${prefix}${name}`);
      else walk(value, `${prefix}${name}.`);
    }
  };
  for (const file of fs.readdirSync(path.join(CATALOGUE, language))) {
    walk(JSON.parse(fs.readFileSync(path.join(CATALOGUE, language, file), 'utf8')), '');
  }
  return keys;
}

function sources(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [file] : [];
  });
}

/** Keys written out in the server (t('…'), htmlText('…'), the error handler's 'errors.…' table). */
function keysNamedByServer(): string[] {
  const keys = new Set<string>();
  for (const file of sources(__dirname)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const [, key] of text.matchAll(/\b(?:t|htmlText|write)\(\s*'([a-z]\w*(?:\.\w+)+)'/g)) keys.add(key!);
    for (const [, key] of text.matchAll(/'(errors\.[\w.]+)'/g)) keys.add(key!);
  }
  for (const code of errorCodes) keys.add(`errors.default.${code}`);
  return [...keys].sort();
}

describe('the server catalogue keys', () => {
  const named = keysNamedByServer();

  it.each(['es', 'en'])('are all in the %s catalogue, plain or as plural forms', (language) => {
    const keys = catalogue(language);
    const missing = named.filter((key) => !keys.has(key) && !keys.has(`${key}_other`));
    expect(named.length).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });

  it('have the Spanish _many form wherever they have _other', () => {
    const keys = catalogue('es');
    const withoutMany = named.filter((key) => keys.has(`${key}_other`) && !keys.has(`${key}_many`));
    expect(withoutMany).toEqual([]);
  });
});
