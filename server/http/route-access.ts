import type { FastifyInstance, onRequestAsyncHookHandler, RouteOptions } from 'fastify';
import { type RouteAccess, TOKEN_KINDS, type TokenKind } from '../../common/api/access';
import { apiScopeOf, type RouteContract } from '../../common/api/contract';
import { AppError } from '../errors';
import { t } from '../messages';
import { requireAdmin, requireTenderAccess, requireUser } from './auth';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by `routeOf`: the operation this route serves, its access included. */
    contract?: RouteContract;
  }
}

/** The check each kind runs before anything else of the request (body rules included). */
const GUARDS: Record<Exclude<RouteAccess, object>, onRequestAsyncHookHandler | null> = {
  public: null,
  'signed-in': requireUser,
  access: requireTenderAccess,
  admin: requireAdmin,
};

/** A GET route also answers HEAD (Fastify adds it), under the same contract. */
const servesContract = (route: RouteOptions, contract: RouteContract) =>
  [contract.method, ...(contract.method === 'GET' ? ['HEAD'] : [])].includes(String(route.method)) &&
  [contract.path, ...(contract.alsoAt ?? [])].includes(route.url);

function guardOf(route: RouteOptions): onRequestAsyncHookHandler | null {
  const contract = (route.config as { contract?: RouteContract } | undefined)?.contract;
  const where = `${route.method} ${route.url}`;
  if (contract === undefined) {
    throw new Error(
      `La ruta ${where} no declara quién puede llamarla: regístrala con routeOf() y su contrato de common/api/routes.`,
    );
  }
  if (!servesContract(route, contract)) {
    throw new Error(`La ruta ${where} no es la de su contrato (${contract.method} ${contract.path}).`);
  }
  const access: unknown = contract.access;
  if (typeof access === 'string' && access in GUARDS) return GUARDS[access as keyof typeof GUARDS];
  const token = (access as { token?: unknown }).token;
  if (TOKEN_KINDS.includes(token as TokenKind)) return null;
  throw new Error(`La ruta ${where} declara un acceso desconocido: ${JSON.stringify(access)}.`);
}

/**
 * After the access check, a call made with an API key needs the scope the operation declares
 * (`apiScopeOf`); an operation that declares none — admin, account, billing — takes no key.
 */
function keyScopeGuard(contract: RouteContract): onRequestAsyncHookHandler {
  const scope = apiScopeOf(contract);
  return async (request) => {
    const key = request.auth?.apiKey;
    if (!key) return;
    if (scope === null) throw new AppError('forbidden', t('apiKeys.errors.sessionOnly'));
    if (!key.scopes.includes(scope)) throw new AppError('forbidden', t('apiKeys.errors.scope', { scope }));
  };
}

/**
 * Deny by default: every route registered after this comes from a contract that declares its
 * access, or the app does not start; the guard it implies runs first among the route's own
 * onRequest hooks.
 */
export function declareRouteAccess(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const guard = guardOf(route);
    if (!guard) return;
    const own = route.onRequest ? [route.onRequest].flat() : [];
    const contract = (route.config as { contract: RouteContract }).contract;
    route.onRequest = [guard, keyScopeGuard(contract), ...own] as RouteOptions['onRequest'];
  });
}
