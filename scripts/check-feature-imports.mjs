// No two folders of app/features import each other (ARCHITECTURE.md: Code). Run by `npm test`.
import fs from 'node:fs';
import path from 'node:path';

const FEATURES = 'app/features';
const edges = new Map(); // "a>b" -> first "file: specifier"
const walk = (dir) =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory() ? walk(path.join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [path.join(dir, e.name)] : [],
    );
const featureOf = (file) => path.relative(FEATURES, file).split(path.sep)[0];
for (const file of walk(FEATURES)) {
  const text = fs.readFileSync(file, 'utf8');
  for (const [, spec] of text.matchAll(/(?:from|import\()\s*'(\.[^']+)'/g)) {
    const target = path.join(path.dirname(file), spec);
    if (!target.startsWith(FEATURES + path.sep)) continue;
    const [a, b] = [featureOf(file), featureOf(target)];
    if (a !== b && !edges.has(`${a}>${b}`)) edges.set(`${a}>${b}`, `${file}: '${spec}'`);
  }
}
const pairs = [...edges.keys()].map((k) => k.split('>')).filter(([a, b]) => a < b && edges.has(`${b}>${a}`));
for (const [a, b] of pairs)
  console.error(`${a} ↔ ${b}\n  ${edges.get(`${a}>${b}`)}\n  ${edges.get(`${b}>${a}`)}`);
if (pairs.length) {
  console.error(
    `${pairs.length} pairs of app/features folders import each other: move what both need to app/ui/ or app/api/.`,
  );
  process.exit(1);
}
