import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { type CpuShares, measureCpu } from '../http/cpu';
import type { ChildProgress } from './import-child';

const CHILD = fileURLToPath(new URL('./import-child.ts', import.meta.url));

export interface Sample {
  /** Seconds since the import began, at the end of the window. */
  at: number;
  pagesDone: number;
  items: number;
  /** Entries and tombstones read per second in the window alone. */
  rate: number;
  cpu: CpuShares;
}

export interface TimedImport {
  seconds: number;
  items: number;
  pages: number;
  samples: Sample[];
  /** Set when the import was killed on purpose: the last page it had stored. */
  killedAfter?: { pagesDone: number; items: number };
  /**
   * From the last page stored to the import's end: a first load's deferred indexes built, then
   * the planner's statistics. Part of `seconds`.
   */
  finishingSeconds?: number;
}

function child(args: string[]): ChildProcess {
  return fork(CHILD, args, { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
}

/**
 * Runs the import of `dir` into `url` in a child process, sampling its rate and each side's CPU
 * every `sampleSeconds`; with `killAt` (a share of the pages), kills it with SIGKILL once that
 * share is stored, as a crash would.
 */
export function timedImport(
  url: string,
  dir: string,
  opts: {
    postmaster: number | undefined;
    sampleSeconds: number;
    killAt?: number;
    onSample?: (s: Sample) => void;
  },
): Promise<TimedImport> {
  const started = performance.now();
  const proc = child(['import', url, dir]);
  const samples: Sample[] = [];
  let last: ChildProgress = { pagesDone: 0, pagesTotal: 0, items: 0, page: '' };
  let lastPageAt = started;
  let finishingSeconds: number | undefined;
  let window = { at: 0, items: 0, cpu: measureCpu(proc.pid!, opts.postmaster) };
  const sample = () => {
    const at = (performance.now() - started) / 1000;
    const s: Sample = {
      at,
      pagesDone: last.pagesDone,
      items: last.items,
      rate: (last.items - window.items) / Math.max(at - window.at, 0.001),
      cpu: window.cpu(),
    };
    samples.push(s);
    opts.onSample?.(s);
    window = { at, items: last.items, cpu: measureCpu(proc.pid!, opts.postmaster) };
  };
  const timer = setInterval(sample, opts.sampleSeconds * 1000);
  return new Promise((resolve, reject) => {
    let killed = false;
    proc.on('message', (message: ChildProgress | { summary: unknown }) => {
      // The last window closes while the child still lives, so its CPU can still be read.
      if (!('pagesDone' in message)) {
        finishingSeconds = (performance.now() - lastPageAt) / 1000;
        return sample();
      }
      last = message;
      lastPageAt = performance.now();
      if (opts.killAt !== undefined && !killed && message.pagesDone >= message.pagesTotal * opts.killAt) {
        killed = true;
        proc.kill('SIGKILL');
      }
    });
    proc.on('exit', (code, signal) => {
      clearInterval(timer);
      const seconds = (performance.now() - started) / 1000;
      if (killed && signal === 'SIGKILL')
        return resolve({
          seconds,
          items: last.items,
          pages: last.pagesDone,
          samples,
          killedAfter: { pagesDone: last.pagesDone, items: last.items },
        });
      if (code !== 0) return reject(new Error(`la importación terminó con ${signal ?? code}`));
      resolve({ seconds, items: last.items, pages: last.pagesDone, samples, finishingSeconds });
    });
  });
}

/** Finishes a killed import the way the live sync does (`resumeAbandonedImports`). */
export function resumeImport(url: string): Promise<number> {
  const started = performance.now();
  const proc = child(['resume', url]);
  return new Promise((resolve, reject) =>
    proc.on('exit', (code) =>
      code === 0
        ? resolve((performance.now() - started) / 1000)
        : reject(new Error(`la reanudación terminó con ${code}`)),
    ),
  );
}
