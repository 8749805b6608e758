import fastifyRateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Db } from '../db/client';
import { normaliseEmail } from '../domain/accounts/secrets';
import { countHits } from '../domain/limits/hit-counters';
import { minutesOf, RateLimitedError } from '../errors';
import { t } from '../messages';
import { clientNetwork } from './client-network';

const HOUR_MS = 3_600_000;

/** @fastify/rate-limit's counters kept in PostgreSQL, so every web process sees the same counts. */
function postgresStore(db: Db) {
  return class PostgresStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      countHits(db, [key], timeWindow).then(
        (counts) => {
          const { hits, resetsAt } = counts.get(key)!;
          callback(null, { current: hits, ttl: Math.max(0, resetsAt.getTime() - Date.now()) });
        },
        (err: Error) => callback(err),
      );
    }

    child() {
      return this;
    }
  };
}

/** The plugin without global limits: routes opt in with `limitPerHour`. */
export async function registerRateLimits(app: FastifyInstance, db: Db) {
  await app.register(fastifyRateLimit, { global: false, store: postgresStore(db) });
}

export interface HourlyLimit {
  /** Names the counter, e.g. `password-reset:email`. */
  name: string;
  /** Requests allowed per hour; 0 switches the limit off. */
  max: number;
  /** What is counted: the client address, the e-mail a message goes to… */
  key(request: FastifyRequest): string;
}

/**
 * A preHandler (so the body is already validated) counting each request against every limit in
 * order; the first one exceeded answers 429 in Spanish through the error handler.
 */
export function limitPerHour(app: FastifyInstance, limits: HourlyLimit[]): preHandlerAsyncHookHandler {
  const limiters = limits
    .filter((l) => l.max > 0)
    .map((l) =>
      app.createRateLimit({ max: l.max, timeWindow: HOUR_MS, keyGenerator: (r) => `${l.name}:${l.key(r)}` }),
    );
  return async (request) => {
    for (const limiter of limiters) {
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded) {
        const seconds = Math.max(1, result.ttlInSeconds);
        throw new RateLimitedError(t('errors.request.tooMany', { count: minutesOf(seconds) }), seconds);
      }
    }
  };
}

/**
 * The client's address (X-Forwarded-For only behind a trusted proxy, see TRUST_PROXY), IPv6 by
 * its /64.
 */
export const byAddress = (request: FastifyRequest) => clientNetwork(request.ip);

/** The e-mail address in a validated body, as accounts store it. */
export const byBodyEmail = (request: FastifyRequest) =>
  normaliseEmail((request.body as { email: string }).email);
