import os from 'node:os';

/** The machine's load as every figure is printed beside it: 1/5/15-minute averages and cores. */
export const machineLoad = () =>
  `carga (1/5/15 min) ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ')} en ${os.cpus().length} núcleos`;

/** A duration for a table column: one decimal under 10 ms, right-aligned in 9 characters. */
export const msCell = (n: number) => `${n < 10 ? n.toFixed(1) : Math.round(n)} ms`.padStart(9);
