import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeHistoryArchives } from '../../server/simulator/history-archives';

export interface Archives {
  dir: string;
  /** Seconds spent writing them now; null when an earlier run's were reused. */
  seconds: number | null;
  xmlBytes: number;
  zipBytes: number;
  pages: number;
}

const MARK = 'historia.json';

const zipBytesOf = (dir: string, names: string[]) =>
  names.reduce((sum, name) => sum + statSync(path.join(dir, name)).size, 0);

/**
 * PLACSP's archives of a generated history of `entries`, in `dir` (by default a folder of the
 * machine's temporary space named after the size and seed), written once and reused while the
 * size and seed are the same: the import is what is measured, not the writing of its input.
 */
export async function historyArchives(entries: number, seed: number, dir?: string): Promise<Archives> {
  const folder = dir ?? path.join(os.tmpdir(), `lic-historia-${entries}-${seed}`);
  const mark = path.join(folder, MARK);
  if (existsSync(mark)) {
    const kept = JSON.parse(readFileSync(mark, 'utf8'));
    if (kept.entries === entries && kept.seed === seed)
      return { dir: folder, seconds: null, ...kept.figures };
  }
  rmSync(folder, { recursive: true, force: true });
  const started = performance.now();
  const summary = await writeHistoryArchives({ entries, seed, outDir: folder });
  const figures = {
    xmlBytes: summary.xmlBytes,
    zipBytes: zipBytesOf(folder, summary.archives),
    pages: summary.pages,
  };
  writeFileSync(mark, JSON.stringify({ entries, seed, figures }));
  return { dir: folder, seconds: (performance.now() - started) / 1000, ...figures };
}
