import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteContract } from '../../common/api/contract';
import { createTestApp, type TestApp } from '../test/app';
import { documentedOperations } from '../test/openapi-operations';

const ROUTES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../common/api/routes');

const isContract = (value: unknown): value is RouteContract =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'access' in value;

/** Every contract exported by common/api/routes/<area>.ts, as `METHOD /openapi/{path}` names. */
async function contractNames(): Promise<string[]> {
  const names: string[] = [];
  for (const file of fs.readdirSync(ROUTES_DIR).filter((name) => name.endsWith('.ts'))) {
    const exports: Record<string, unknown> = await import(path.join(ROUTES_DIR, file));
    for (const group of Object.values(exports)) {
      for (const contract of Object.values(group as object).filter(isContract)) {
        for (const url of [contract.path, ...(contract.alsoAt ?? [])]) {
          names.push(`${contract.method} ${url.replace(/:([A-Za-z_]\w*)/g, '{$1}')}`);
        }
      }
    }
  }
  return names;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
});
afterAll(async () => {
  await t.close();
});

describe('route contracts', () => {
  it('every documented operation is one contract of common/api/routes, and every contract is served', async () => {
    const contracts = await contractNames();
    const operations = documentedOperations(t.app).map((o) => `${o.method} ${o.path}`);
    expect(contracts.filter((name, i) => contracts.indexOf(name) !== i)).toEqual([]);
    expect(operations.filter((name) => !contracts.includes(name))).toEqual([]);
    expect(contracts.filter((name) => !operations.includes(name))).toEqual([]);
    expect(contracts.length).toBeGreaterThan(100);
  });
});
