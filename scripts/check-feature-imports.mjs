// The app's import layers (ARCHITECTURE.md: Layers), checked on every file of app/ by `npm test`:
// no folder of app/features imports another (which biome.json cannot state); only app/router.tsx,
// the composition root, imports app/features at all; app/api imports neither app/ui nor app/shell
// (biome.json repeats these two per folder, for the editor).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const FEATURES = 'app/features/';
const COMPOSITION_ROOT = 'app/router.tsx';
const MOVE_DOWN =
  'down to app/ui/<topic>/ (components) or app/api/<topic>/ (calls, hooks, state), ' +
  'or let app/router.tsx pass it in as a prop';

const featureOf = (file) => file.split('/')[2];

/**
 * Why `file` may not import `target` (both repository paths with '/'), or null when it may.
 * Only the folders matter, so `target` needs no extension.
 */
export function importProblem(file, target) {
  if (target.startsWith(FEATURES)) {
    if (file.startsWith(FEATURES)) {
      return featureOf(file) === featureOf(target)
        ? null
        : `app/features/${featureOf(file)} imports app/features/${featureOf(target)}: move what both use ${MOVE_DOWN}.`;
    }
    return file === COMPOSITION_ROOT
      ? null
      : `only ${COMPOSITION_ROOT} imports app/features: move what this file needs ${MOVE_DOWN}.`;
  }
  if (file.startsWith('app/api/') && /^app\/(ui|shell)\//.test(target)) {
    return 'app/api is below app/ui and app/shell: move the shared part into app/api, or the hook into app/ui.';
  }
  return null;
}

const SOURCE = /\.(ts|tsx|mts|js|mjs|jsx)$/;
// `from '…'`, `import '…'` and `import('…')`: every relative specifier of a module.
const SPECIFIER = /(?:\bfrom|\bimport)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;

function walk(root, dir) {
  const entries = fs.readdirSync(path.join(root, dir), { withFileTypes: true });
  entries.sort((a, b) => a.name.localeCompare(b.name));
  return entries.flatMap((entry) => {
    const child = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return walk(root, child);
    return SOURCE.test(entry.name) ? [child] : [];
  });
}

/** Every import under `root`/app that breaks a rule, with its line and a hint. */
export function importProblems(root = '.') {
  const problems = [];
  for (const file of walk(root, 'app')) {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    for (const match of text.matchAll(SPECIFIER)) {
      const spec = match[1];
      const hint = importProblem(file, path.posix.join(path.posix.dirname(file), spec));
      if (!hint) continue;
      const line = text.slice(0, match.index).split('\n').length;
      problems.push({ file, line, spec, hint });
    }
  }
  return problems;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const problems = importProblems();
  for (const p of problems) console.error(`${p.file}:${p.line}: '${p.spec}'\n  ${p.hint}`);
  if (problems.length) {
    console.error(`${problems.length} imports cross the app's layers (ARCHITECTURE.md: Layers).`);
    process.exit(1);
  }
}
