import { HISTORY_TOTAL } from '../../server/simulator/history';
import type { MigrationsReport } from './migrations';
import type { RelationSize } from './sizes';
import { totalOf } from './sizes';
import type { Sample, TimedImport } from './timed-import';

const nf = new Intl.NumberFormat('es-ES');
export const thousands = (n: number) => nf.format(Math.round(n));

export function secondsText(seconds: number): string {
  if (seconds < 120) return `${seconds.toFixed(1)} s`;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`;
}

const gb = (bytes: number) => `${(bytes / 1e9).toFixed(2)} GB`;
const pct = (n: number | undefined) => (n === undefined ? '  –' : `${n}`.padStart(3));

export const printSamples = {
  row(s: Sample) {
    console.log(
      `  ${secondsText(s.at).padStart(10)} ${thousands(s.pagesDone).padStart(7)} páginas ${thousands(s.items).padStart(11)} entradas ` +
        `${thousands(s.rate).padStart(7)} entradas/s   CPU % importador ${pct(s.cpu.server)} postgres ${pct(s.cpu.postgres)}   carga ${s.cpu.load.toFixed(1)}`,
    );
  },
  /**
   * The mean, and whether the rate held as the tables grew: the first tenth of the entries against
   * the last. Answers how long the whole history would take at the mean.
   */
  summary(run: TimedImport): number {
    const rate = run.items / run.seconds;
    const tenth = (from: number, to: number) => {
      const inside = run.samples.filter((s) => s.items > run.items * from && s.items <= run.items * to);
      const first = run.samples[run.samples.indexOf(inside[0]!) - 1] ?? { at: 0, items: 0 };
      const last = inside.at(-1);
      return last ? (last.items - first.items) / (last.at - first.at) : Number.NaN;
    };
    const early = tenth(0, 0.1);
    const late = tenth(0.9, 1);
    console.log(
      `  ${thousands(run.items)} entradas en ${secondsText(run.seconds)}: ${thousands(rate)} entradas/s de media; ` +
        `primera décima ${thousands(early)}/s, última ${thousands(late)}/s (${(late / early).toFixed(2)}×); ` +
        `el histórico entero (${thousands(HISTORY_TOTAL)}) a este ritmo: ${secondsText(HISTORY_TOTAL / rate)} (objetivo < 45 min)`,
    );
    if (run.finishingSeconds !== undefined)
      console.log(
        `  tras la última página (índices aplazados de la primera carga y VACUUM ANALYZE): ${secondsText(run.finishingSeconds)}, incluidos`,
      );
    return HISTORY_TOTAL / rate;
  },
};

/** Each table with its data, TOAST and indexes; the biggest indexes by name; all per million tenders. */
export function printSizes(sizes: RelationSize[], tenders: number) {
  const total = sizes.reduce((sum, s) => sum + totalOf(s), 0);
  const perMillion = (bytes: number) => gb((bytes / Math.max(tenders, 1)) * 1e6);
  console.log(`\nTamaño de la base: ${gb(total)}, ${perMillion(total)} por millón de licitaciones`);
  console.log(
    `  ${'tabla'.padEnd(22)} ${'datos'.padStart(9)} ${'TOAST'.padStart(9)} ${'índices'.padStart(9)} ${'total'.padStart(9)} ${'por millón'.padStart(11)}`,
  );
  for (const s of sizes.filter((x) => totalOf(x) > 1e6)) {
    const indexes = s.indexes.reduce((sum, i) => sum + i.bytes, 0);
    console.log(
      `  ${s.name.padEnd(22)} ${gb(s.heap).padStart(9)} ${gb(s.toast).padStart(9)} ${gb(indexes).padStart(9)} ${gb(totalOf(s)).padStart(9)} ${perMillion(totalOf(s)).padStart(11)}`,
    );
  }
  const indexes = sizes.flatMap((s) => s.indexes).sort((a, b) => b.bytes - a.bytes);
  console.log('  índices mayores:');
  for (const i of indexes.slice(0, 12))
    console.log(`    ${i.name.padEnd(36)} ${gb(i.bytes).padStart(9)} ${perMillion(i.bytes).padStart(11)}`);
}

const ms = (n: number) => `${thousands(n)} ms`;

/** Each migration since the release with the longest read it held up, then the deploy and the backfill. */
export function printMigrations(report: MigrationsReport) {
  console.log(
    `\nLas migraciones desde la última versión publicada (${report.release}) sobre la base entera, con un lector de fichas leyendo a la vez:`,
  );
  for (const m of report.each)
    console.log(
      `  ${m.name.padEnd(36)} ${secondsText(m.seconds).padStart(10)}   lectura más lenta ${ms(m.longestReadMs).padStart(9)}`,
    );
  const { together, backfill } = report;
  console.log(
    `  todas en una transacción, como al desplegar: ${secondsText(together.seconds)}; lectura más lenta ${ms(together.longestReadMs)}`,
  );
  console.log(
    `  relleno de las columnas de requisitos tras el arranque (lotes de 500): ${thousands(backfill.tenders)} licitaciones en ${secondsText(backfill.seconds)} ` +
      `(${thousands(backfill.tenders / Math.max(backfill.seconds, 0.001))}/s); lectura más lenta ${ms(backfill.longestReadMs)}`,
  );
  console.log(
    `  esquema final ${report.sameSchema ? 'igual al de la importación' : 'DISTINTO del de la importación'}`,
  );
}
