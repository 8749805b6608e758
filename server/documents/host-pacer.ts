/**
 * Politeness per host: at most `perHost` requests at a time, and `gapMs` between the starts of
 * two requests to the same host. One pacer is shared by every fetch of a process.
 */
export interface HostPacer {
  run<T>(host: string, task: () => Promise<T>): Promise<T>;
}

export function hostPacer({ perHost = 2, gapMs = 1000 } = {}): HostPacer {
  const hosts = new Map<string, { active: number; nextStart: number; waiting: Array<() => void> }>();
  const stateOf = (host: string) => {
    let state = hosts.get(host);
    if (!state) {
      state = { active: 0, nextStart: 0, waiting: [] };
      hosts.set(host, state);
    }
    return state;
  };
  return {
    async run(host, task) {
      const state = stateOf(host);
      // A finishing request hands its slot straight to the next waiter, so no newcomer slips in.
      if (state.active >= perHost) await new Promise<void>((resolve) => state.waiting.push(resolve));
      else state.active += 1;
      const start = Math.max(Date.now(), state.nextStart);
      state.nextStart = start + gapMs;
      const wait = start - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      try {
        return await task();
      } finally {
        const next = state.waiting.shift();
        if (next) next();
        else state.active -= 1;
      }
    },
  };
}
