import type pg from 'pg';

/**
 * How every connection to PostgreSQL is opened, the primary's and the replicas'. No JIT
 * compiling: the statements here are short, and PostgreSQL compiles whenever its estimate is
 * high — a search's sampled count spent 160–410 ms compiling for 16 ms of work, a wide market
 * 1.5 s. 16 MB of work memory instead of the default 4: a search's bitmap of tens of thousands
 * of matching tenders turned lossy, and every row of its pages was checked again (a filtered
 * count on the million tenders: 94 → 44 ms).
 */
export const poolSettings = (url: string): pg.PoolConfig => ({
  connectionString: url,
  max: 10,
  connectionTimeoutMillis: 5_000,
  options: '-c jit=off -c work_mem=16MB',
});
