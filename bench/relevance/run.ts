/**
 * How well the relevance score orders a digest, on real tenders (issue 35): three personas
 * (bench/relevance/personas.ts) each receive their alert's tenders oldest first and judge the
 * first 10, 30 or 100 by their written rule; every later digest of 25 is then ordered by the
 * score trained on those clicks and by date (newest first, the order before the score), and
 * precision@10 (liked among the first ten) is averaged over the digests.
 *   npm run bench:relevance [-- --write-labels]
 * `--write-labels` rewrites the labelled set kept in the test fixtures from the rules.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { scoreFeatures, trainModel } from '../../server/search/relevance/relevance-model';
import { type Feature, tenderFeatures } from '../../server/search/relevance/tender-features';
import { machineLoad } from '../report';
import {
  EVALUATION_PAGES,
  evaluationEntries,
  featureInputOf,
  LABELS_FILE,
  type Labels,
  labelsByRules,
  PERSONAS,
} from './personas';

const CLICKS = [10, 30, 100];
const DIGEST = 25;
const TOP = 10;

const { values } = parseArgs({ options: { 'write-labels': { type: 'boolean', default: false } } });

interface Judged {
  updated: string;
  features: Feature[];
  label: 'up' | 'down';
}

const keysOf = (t: Judged) => t.features.map((f) => f.key);

const ratio = (score: number, newest: number) => (newest > 0 ? `×${(score / newest).toFixed(2)}` : '—');

const precisionAt = (ordered: Judged[]) => ordered.slice(0, TOP).filter((t) => t.label === 'up').length / TOP;

/** Precision@10 of the digests after the first `clicks` tenders, by score and newest first. */
function replay(stream: Judged[], clicks: number) {
  const examples = stream.slice(0, clicks).map((t) => ({ keys: keysOf(t), label: t.label }));
  const rows: { score: number; newest: number }[] = [];
  let trainMs = 0;
  for (let start = clicks; start + DIGEST <= stream.length; start += DIGEST) {
    const trainStart = performance.now();
    const model = trainModel(examples, stream.slice(0, start).map(keysOf));
    trainMs = Math.max(trainMs, performance.now() - trainStart);
    const digest = stream.slice(start, start + DIGEST);
    const newest = [...digest].sort((a, b) => b.updated.localeCompare(a.updated));
    const scored = newest
      .map((t) => ({ t, score: scoreFeatures(model, t.features).score }))
      .sort((a, b) => b.score - a.score)
      .map(({ t }) => t);
    rows.push({ score: precisionAt(scored), newest: precisionAt(newest) });
  }
  const mean = (k: 'score' | 'newest') => rows.reduce((sum, r) => sum + r[k], 0) / rows.length;
  return { digests: rows.length, score: mean('score'), newest: mean('newest'), trainMs };
}

async function main() {
  const entries = await evaluationEntries();
  const byRules = labelsByRules(entries);
  if (values['write-labels']) {
    await writeFile(LABELS_FILE, `${JSON.stringify(byRules, null, 1)}\n`);
    console.log(`Etiquetas escritas en ${LABELS_FILE.pathname}`);
  }
  const labels = JSON.parse(await readFile(LABELS_FILE, 'utf8')) as Labels;
  if (JSON.stringify(labels) !== JSON.stringify(byRules))
    throw new Error(
      'Las etiquetas guardadas no son las de las reglas: npm run bench:relevance -- --write-labels',
    );

  console.log(
    `\nRelevancia: ${entries.length} licitaciones reales de ${EVALUATION_PAGES.length} páginas; ${machineLoad()}`,
  );
  console.log(
    `Precisión@${TOP} de cada resumen de ${DIGEST} tras N valoraciones (media de los resúmenes siguientes)\n`,
  );
  console.log(
    '| Perfil | En su alerta | Le interesan | Valoraciones | Resúmenes | Por relevancia | Más recientes primero | Ratio |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  const totals = new Map<number, { score: number; newest: number; n: number }>();
  let slowestTraining = 0;
  for (const persona of PERSONAS) {
    const own = labels[persona.name]!;
    const stream: Judged[] = entries
      .filter((e) => own[e.entryId])
      .map((e) => ({
        updated: e.updated,
        features: tenderFeatures(featureInputOf(e)),
        label: own[e.entryId]!,
      }));
    const liked = stream.filter((t) => t.label === 'up').length;
    for (const clicks of CLICKS) {
      const r = replay(stream, clicks);
      slowestTraining = Math.max(slowestTraining, r.trainMs);
      const total = totals.get(clicks) ?? { score: 0, newest: 0, n: 0 };
      totals.set(clicks, { score: total.score + r.score, newest: total.newest + r.newest, n: total.n + 1 });
      console.log(
        `| ${persona.name} | ${stream.length} | ${liked} (${Math.round((100 * liked) / stream.length)} %) | ${clicks} | ${r.digests} | ` +
          `${r.score.toFixed(2)} | ${r.newest.toFixed(2)} | ${ratio(r.score, r.newest)} |`,
      );
    }
  }
  for (const [clicks, t] of totals)
    console.log(
      `| **Media** | | | ${clicks} | | **${(t.score / t.n).toFixed(2)}** | ${(t.newest / t.n).toFixed(2)} | ${ratio(t.score, t.newest)} |`,
    );
  console.log(
    `\nEl entrenamiento más lento (hasta 100 valoraciones, ~400 de fondo): ${slowestTraining.toFixed(1)} ms`,
  );
}

await main();
