import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { importProblem, importProblems } from './check-feature-imports.mjs';

let root;
afterEach(() => {
  if (root) fs.rmSync(root, { recursive: true, force: true });
  root = undefined;
});

/** A throwaway app/ tree: { 'app/x.ts': 'source' }. */
function tree(files) {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'feature-imports-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

describe('the app import layers', () => {
  it('let a feature import itself, app/ui, app/api and common, and the router import features', () => {
    expect(importProblem('app/features/search/SearchPage.tsx', 'app/features/search/use-tender-search')).toBe(
      null,
    );
    expect(importProblem('app/features/search/SearchPage.tsx', 'app/ui/follows/TenderFollowBell')).toBe(null);
    expect(importProblem('app/features/search/SearchPage.tsx', 'app/api/alerts/use-alerts')).toBe(null);
    expect(importProblem('app/features/search/SearchPage.tsx', 'common/api/alerts')).toBe(null);
    expect(importProblem('app/router.tsx', 'app/features/search/SearchPage')).toBe(null);
    expect(importProblem('app/ui/follows/TenderPageBell.tsx', 'app/api/follows/use-followed')).toBe(null);
  });

  it('refuse any feature → feature import, the shell, app/ui or app/api importing a feature, and app/api importing app/ui', () => {
    expect(importProblem('app/features/tender/TenderDetail.tsx', 'app/features/tags/TenderTags')).toMatch(
      /^app\/features\/tender imports app\/features\/tags: move what both use down to app\/ui\//,
    );
    for (const file of [
      'app/shell/Header.tsx',
      'app/ui/PageLoader.tsx',
      'app/api/client.ts',
      'app/main.tsx',
    ]) {
      expect(importProblem(file, 'app/features/account/TrialBadge'), file).toMatch(
        /^only app\/router\.tsx imports app\/features/,
      );
    }
    expect(importProblem('app/api/licences/licences-api.ts', 'app/ui/licences/use-licence-change')).toMatch(
      /^app\/api is below app\/ui/,
    );
  });

  it('name the file and line of each offending import, static, type-only or dynamic', () => {
    const app = tree({
      'app/features/search/SearchPage.tsx': [
        "import { useState } from 'react';",
        "import { PageLoader } from '../../ui/PageLoader';",
        'import {',
        '  TenderDetail,',
        "} from '../tender/TenderDetail';",
        "import type { Alert } from '../alerts/alerts-api';",
        "const later = () => import('../party/PartyPage');",
      ].join('\n'),
      'app/shell/Header.tsx': "import { TrialBadge } from '../features/account/TrialBadge';\n",
      'app/router.tsx': "import { SearchPage } from './features/search/SearchPage';\n",
    });
    expect(importProblems(app).map((p) => `${p.file}:${p.line} ${p.spec}`)).toEqual([
      'app/features/search/SearchPage.tsx:5 ../tender/TenderDetail',
      'app/features/search/SearchPage.tsx:6 ../alerts/alerts-api',
      'app/features/search/SearchPage.tsx:7 ../party/PartyPage',
      'app/shell/Header.tsx:1 ../features/account/TrialBadge',
    ]);
  });
});
