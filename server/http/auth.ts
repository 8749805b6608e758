import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasTenderAccess, trialSubscription } from '../../common/api/user';
import type { users } from '../db/schema';
import { trialDaysRemaining } from '../domain/accounts/present-user';
import { type AuthenticatedSession, authenticate, type SessionHeaders } from '../domain/accounts/sessions';
import { authenticateApiKey } from '../domain/api-keys/authenticate-api-key';
import { AppError, RateLimitedError } from '../errors';
import { t } from '../messages';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthenticatedSession | null;
  }
  interface FastifyContextConfig {
    /**
     * The route reads no session, so its answer never waits on the sessions table: `/health`
     * must answer its own body during a database outage, whatever headers come with it.
     */
    sessionless?: boolean;
  }
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The key of `Authorization: Bearer lic_…`, if the request carries one. */
const bearerKey = (request: FastifyRequest) =>
  /^Bearer\s+(lic_\S*)$/i.exec(header(request, 'authorization') ?? '')?.[1];

/**
 * Resolves every request to its caller: an API key (`Authorization: Bearer lic_…`, each key
 * limited to its calls per minute) or the token headers (`access-token`, `client`, `uid`) of a
 * session.
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('auth', null);
  const perKey = app.config.apiKeyCallsPerMinute;
  const keyLimit =
    perKey > 0
      ? app.createRateLimit({
          max: perKey,
          timeWindow: 60_000,
          keyGenerator: (r) => `api-key:${r.auth?.apiKey?.id}`,
        })
      : null;
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config.sessionless) return;
    const key = bearerKey(request);
    if (key !== undefined) {
      request.auth = { ...(await authenticateApiKey(app.database.db, key, request.ip)), tokenId: null };
      const limited = await keyLimit?.(request);
      if (limited && !limited.isAllowed && limited.isExceeded) {
        const seconds = Math.max(1, limited.ttlInSeconds);
        throw new RateLimitedError(t('apiKeys.errors.tooManyCalls', { count: perKey, seconds }), seconds);
      }
      return;
    }
    const token = header(request, 'access-token');
    if (!token) return;
    request.auth = await authenticate(app.database.db, {
      token,
      client: header(request, 'client'),
      uid: header(request, 'uid'),
    });
    if (request.auth?.renewed) reply.header('expiry', request.auth.renewed);
  });
});

export function sendSessionHeaders(reply: FastifyReply, session: SessionHeaders) {
  for (const [name, value] of Object.entries(session)) reply.header(name, value);
}

/** The signed-in user, or a 401 for the caller to sign in. */
export function currentUser(request: FastifyRequest): typeof users.$inferSelect {
  if (!request.auth) throw new AppError('unauthorized');
  return request.auth.user;
}

// The guards below run as a route's first onRequest hook, as its declared access says
// (route-access.ts): a caller without the right learns nothing of the payload rules.

export async function requireUser(request: FastifyRequest) {
  currentUser(request);
}

export async function requireAdmin(request: FastifyRequest) {
  if (currentUser(request).role !== 'admin') throw new AppError('forbidden');
}

/**
 * Tender screens: a licence of an active subscription or trial days left; otherwise 403 (the app
 * goes to /user). The licence's state came with the session, in the same statement.
 */
export async function requireTenderAccess(request: FastifyRequest) {
  const user = currentUser(request);
  const days = trialDaysRemaining(user);
  const subscription = request.auth?.licenceActive
    ? { status: 'active' as const, trial_days_remaining: days }
    : trialSubscription(days);
  if (hasTenderAccess({ role: user.role, subscription })) return;
  // A program holding a key cannot follow the app to /user: it reads why in the answer.
  throw new AppError(
    'subscription_required',
    request.auth?.apiKey ? t('apiKeys.errors.licenceLapsed') : undefined,
  );
}
