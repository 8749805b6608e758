import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeHistoryArchives } from '../../server/simulator/history-archives';

export interface Archives {
  dir: string;
  /** The newest pages, kept out of the archives: a day's changes and one 15-minute sync's. */
  day: { dir: string; entries: number };
  sync: { dir: string; entries: number };
  /** When the history ends: the newest entry's day. */
  end: string;
  /** Seconds spent writing them now; null when an earlier run's were reused. */
  seconds: number | null;
  xmlBytes: number;
  zipBytes: number;
  pages: number;
}

const MARK = 'historia.json';
const DAY_FOLDER = 'dia';
const SYNC_FOLDER = 'sincronizacion';
/** What PLACSP publishes in a working day, and in a 15-minute sync. */
const DAY_ENTRIES = 25_000;
const SYNC_ENTRIES = 300;

const zipBytesOf = (dir: string, names: string[]) =>
  names.reduce((sum, name) => sum + statSync(path.join(dir, name)).size, 0);

/**
 * PLACSP's archives of a generated history of `entries` ending yesterday (so its newest tenders
 * are as recent as a live database's), in `dir` (by default a folder of the machine's temporary
 * space named after the size, seed and day), written once and reused while they are the same:
 * the import is what is measured, not the writing of its input. The newest 25,300 entries (a
 * twentieth of a small history) are kept apart as the day and the sync that follow it.
 */
export async function historyArchives(entries: number, seed: number, dir?: string): Promise<Archives> {
  const end = new Date(Math.floor(Date.now() / 86_400_000) * 86_400_000 - 60_000).toISOString();
  const folder = dir ?? path.join(os.tmpdir(), `lic-historia-${entries}-${seed}-${end.slice(0, 10)}`);
  const scale = Math.min(1, entries / 20 / (DAY_ENTRIES + SYNC_ENTRIES));
  const held = { day: Math.round(DAY_ENTRIES * scale), sync: Math.round(SYNC_ENTRIES * scale) };
  const mark = path.join(folder, MARK);
  const key = JSON.stringify({ entries, seed, held });
  const parts = (figures: { xmlBytes: number; zipBytes: number; pages: number }, ending: string) => ({
    dir: folder,
    day: { dir: path.join(folder, DAY_FOLDER), entries: held.day },
    sync: { dir: path.join(folder, SYNC_FOLDER), entries: held.sync },
    end: ending,
    ...figures,
  });
  if (existsSync(mark)) {
    const kept = JSON.parse(readFileSync(mark, 'utf8'));
    // A folder named by the caller is reused whatever day it was written: a run spread over
    // several days (see `--continue`) reads the archives its import read.
    if (kept.key === key && (dir || kept.end === end))
      return { ...parts(kept.figures, kept.end), seconds: null };
  }
  rmSync(folder, { recursive: true, force: true });
  const started = performance.now();
  const summary = await writeHistoryArchives({
    entries,
    seed,
    end,
    outDir: folder,
    heldBack: [
      { folder: SYNC_FOLDER, entries: held.sync },
      { folder: DAY_FOLDER, entries: held.day },
    ],
  });
  const figures = {
    xmlBytes: summary.xmlBytes,
    zipBytes: zipBytesOf(folder, summary.archives),
    pages: summary.pages,
  };
  writeFileSync(mark, JSON.stringify({ key, end, figures }));
  return { ...parts(figures, end), seconds: (performance.now() - started) / 1000 };
}
