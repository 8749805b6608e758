import autocannon from 'autocannon';
import { percentile } from '../search/stats';
import { type CpuShares, measureCpu } from './cpu';

/** One kind of request the benchmark sends: `next()` gives the next one (a fresh body or id). */
export interface Scenario {
  name: string;
  /** Clients sending it at once, when not the run's number (1: a request's own latency). */
  connections?: number;
  next(): { method: 'GET' | 'POST'; path: string; body?: object; headers?: Record<string, string> };
}

export interface Figures {
  scenario: string;
  reqPerSec: number;
  p50: number;
  p95: number;
  p99: number;
  /** Connection errors, time-outs and answers other than 2xx. */
  errors: number;
  cpu: CpuShares;
}

export interface DriveOptions {
  baseUrl: string;
  headers: Record<string, string>;
  connections: number;
  seconds: number;
  serverPid: number;
  postmaster: number | undefined;
}

/** Sends `scenario` with `connections` concurrent clients for `seconds` and measures it. */
export async function drive(scenario: Scenario, o: DriveOptions): Promise<Figures> {
  const latencies: number[] = [];
  const cpu = measureCpu(o.serverPid, o.postmaster);
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: o.baseUrl,
        connections: scenario.connections ?? o.connections,
        duration: o.seconds,
        timeout: 10,
        headers: { ...o.headers, 'content-type': 'application/json' },
        requests: [
          {
            setupRequest: (request) => {
              const next = scenario.next();
              return {
                ...request,
                method: next.method,
                path: next.path,
                headers: { ...request.headers, ...next.headers },
                body: next.body ? JSON.stringify(next.body) : undefined,
              } as typeof request;
            },
          },
        ],
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
    instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  });
  const shares = cpu();
  const at = (p: number) => (latencies.length ? percentile(latencies, p) : Number.NaN);
  return {
    scenario: scenario.name,
    reqPerSec: result.requests.average,
    p50: at(50),
    p95: at(95),
    p99: at(99),
    errors: result.errors + result.non2xx,
    cpu: shares,
  };
}
