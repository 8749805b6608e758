import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';

/** Linux reports process CPU time in clock ticks of 1/100 s (CLK_TCK) on every platform we run. */
const TICK_MS = 10;

/**
 * The numeric fields of /proc/<pid>/stat after the command name (state first), or null once the
 * process is gone. The name may hold spaces: the numbers start after its closing parenthesis.
 */
function statFields(pid: number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** Two adjacent CPU-time fields of /proc/<pid>/stat added, in ms; 0 once the process is gone. */
function cpuFieldsMs(pid: number, first: number): number {
  const fields = statFields(pid);
  return fields ? (Number(fields[first]) + Number(fields[first + 1])) * TICK_MS : 0;
}

/** utime + stime of one process. */
const processCpuMs = (pid: number) => cpuFieldsMs(pid, 11);
/** cutime + cstime: the children a process has reaped. */
const reapedChildrenCpuMs = (pid: number) => cpuFieldsMs(pid, 13);

const parentOf = (pid: number): number => Number(statFields(pid)?.[1] ?? 0);

/** The postmaster of a pg-throwaway.sh server in `dir`: the first line of its postmaster.pid. */
export const postmasterPid = (dir: string): number =>
  Number(readFileSync(`${dir}/data/postmaster.pid`, 'utf8').split('\n')[0]);

/**
 * CPU ms of a PostgreSQL server: the postmaster, its live backends and helpers, and the backends
 * that have exited (the postmaster reaps them: without them a window in which connections close
 * would lose their time and could even come out negative).
 */
export function postgresCpuMs(postmaster: number): number {
  let total = processCpuMs(postmaster) + reapedChildrenCpuMs(postmaster);
  for (const entry of readdirSync('/proc')) {
    if (/^\d+$/.test(entry) && parentOf(Number(entry)) === postmaster) total += processCpuMs(Number(entry));
  }
  return total;
}

export interface CpuShares {
  /** Share of one core each side used over the window: 100 % is one core busy. */
  server: number;
  postgres: number | undefined;
  /** The load generator itself, in this process: it competes for the same cores. */
  driver: number;
  /** The machine's 1-minute load average at the end of the window. */
  load: number;
}

/** Starts measuring; the returned function ends the window and answers each side's CPU. */
export function measureCpu(serverPid: number, postmaster: number | undefined): () => CpuShares {
  const started = performance.now();
  const server = processCpuMs(serverPid);
  const postgres = postmaster ? postgresCpuMs(postmaster) : undefined;
  const driver = process.cpuUsage();
  return () => {
    const elapsed = performance.now() - started;
    const share = (ms: number) => Math.round((ms / elapsed) * 100);
    const used = process.cpuUsage(driver);
    return {
      server: share(processCpuMs(serverPid) - server),
      postgres:
        postmaster && postgres !== undefined ? share(postgresCpuMs(postmaster) - postgres) : undefined,
      driver: share((used.user + used.system) / 1000),
      load: os.loadavg()[0]!,
    };
  };
}
