import pg from 'pg';
import { isConnectionLost } from './connection-errors';
import { poolSettings } from './pool-settings';

/** How long a replica that could not be reached is left alone before reads try it again. */
export const REPLICA_RETRY_AFTER_MS = 10_000;

/**
 * SQLSTATE 40001 on a standby: a statement cancelled because replay had to remove rows it was
 * reading. The replica is fine; this one statement is answered by the primary instead.
 */
const RECOVERY_CONFLICT = '40001';

interface Replica {
  pool: pg.Pool;
  host: string;
  /** Epoch ms until which the replica is skipped after it could not be reached. */
  skipUntil: number;
}

export type ReplicaDown = (event: { replica: string; err: unknown }) => void;

/**
 * Reads spread over streaming replicas in turn. A replica that cannot be reached is skipped for a
 * while and its reads are answered by the primary (reported through `onReplicaDown`), so a replica
 * outage costs neither an error nor a lost request. Drizzle takes it for a pool: it has `query`
 * and `connect`, and its class name says Pool.
 */
export class ReadPool {
  private readonly replicas: Replica[];
  private next = 0;

  constructor(
    urls: string[],
    private readonly primary: pg.Pool,
    private readonly onReplicaDown: ReplicaDown,
  ) {
    this.replicas = urls.map((url) => {
      const pool = new pg.Pool(poolSettings(url));
      pool.on('error', () => {}); // an idle client's lost connection shows up at its next use
      pool.on('connect', (client) => client.on('error', () => {}));
      return { pool, host: new URL(url).host, skipUntil: 0 };
    });
  }

  query(config: unknown, values?: unknown): Promise<unknown> {
    return this.onReplica((pool) => pool.query(config as pg.QueryConfig, values as unknown[]));
  }

  connect(): Promise<pg.PoolClient> {
    return this.onReplica((pool) => pool.connect());
  }

  async end(): Promise<void> {
    await Promise.all(this.replicas.map((r) => r.pool.end()));
  }

  /** Runs `use` on the next replica that is up, else on the primary. */
  private async onReplica<T>(use: (pool: pg.Pool) => Promise<T>): Promise<T> {
    const now = Date.now();
    for (let tried = 0; tried < this.replicas.length; tried++) {
      const replica = this.replicas[this.next++ % this.replicas.length]!;
      if (replica.skipUntil > now) continue;
      try {
        return await use(replica.pool);
      } catch (err) {
        if ((err as { code?: unknown }).code === RECOVERY_CONFLICT) break;
        if (!isConnectionLost(err)) throw err;
        // Statements in flight together fail together: the outage is reported once.
        if (replica.skipUntil <= Date.now()) this.onReplicaDown({ replica: replica.host, err });
        replica.skipUntil = Date.now() + REPLICA_RETRY_AFTER_MS;
      }
    }
    return use(this.primary);
  }
}
