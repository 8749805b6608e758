/**
 * Errors that mean "PostgreSQL cannot be reached right now" rather than "this statement is wrong":
 * the server restarting or shutting down, a terminated backend, a refused or dropped socket.
 * Callers answer them with "try again shortly" instead of treating them as bugs.
 */

/** Socket-level failures reported by Node for a connection that never opened or broke. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);

/**
 * SQLSTATE class 08 (connection exception) and class 57P (operator intervention): 57P01
 * admin_shutdown (pg_terminate_backend, a fast stop), 57P02 crash_shutdown, 57P03
 * cannot_connect_now (starting up or shutting down).
 */
const isUnreachableState = (code: string) => code.startsWith('08') || /^57P0[123]$/.test(code);

/** What node-postgres says when a socket closed under a client or a pool could not connect in time. */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'timeout exceeded when trying to connect',
];

/** True when `error`, or any error it wraps (`cause`, e.g. Drizzle's query error), is a lost connection. */
export function isConnectionLost(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as Error).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (SOCKET_CODES.has(code) || isUnreachableState(code))) return true;
    if (typeof message === 'string' && DRIVER_MESSAGES.some((m) => message.startsWith(m))) return true;
  }
  return false;
}

/**
 * Runs `write` until it succeeds, waiting out a lost connection (a try every second): for a
 * record that must not be lost to a restart, such as a message having been delivered. Any other
 * error is thrown at once.
 */
export async function writeThroughOutage<T>(write: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      return await write();
    } catch (err) {
      if (!isConnectionLost(err)) throw err;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  }
}
