import type { Config } from '../config';
import { createFileStore } from '../files/create-file-store';
import type { DocumentFetchDeps } from './fetch-document';
import { type HostPacer, hostPacer } from './host-pacer';

// One pacer per process: every job run of this worker shares the per-host limits.
let pacer: HostPacer | undefined;

/** The store, the fetch settings and the clock the document jobs work with. */
export function documentFetchDeps(config: Config): DocumentFetchDeps & { dailyBudget: number } {
  pacer ??= hostPacer({ perHost: 2, gapMs: config.documentFetch.hostGapMs });
  return {
    store: createFileStore(config.documents),
    fetch: {
      maxBytes: config.documentFetch.maxBytes,
      allowLoopback: config.documentFetch.allowLoopback,
      pacer,
    },
    now: () => new Date(),
    dailyBudget: config.documentFetch.dailyBudget,
  };
}
