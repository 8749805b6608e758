import type { FastifyInstance, onRequestAsyncHookHandler, RouteOptions } from 'fastify';
import { type RouteAccess, TOKEN_KINDS, type TokenKind } from '../../common/api/access';
import { requireAdmin, requireTenderAccess, requireUser } from './auth';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

/** The check each kind runs before anything else of the request (body rules included). */
const GUARDS: Record<Exclude<RouteAccess, object>, onRequestAsyncHookHandler | null> = {
  public: null,
  'signed-in': requireUser,
  access: requireTenderAccess,
  admin: requireAdmin,
};

function guardOf(route: RouteOptions): onRequestAsyncHookHandler | null {
  const access = (route.config as { access?: unknown } | undefined)?.access;
  const where = `${route.method} ${route.url}`;
  if (access === undefined) {
    throw new Error(`La ruta ${where} no declara quién puede llamarla (config.access).`);
  }
  if (typeof access === 'string' && access in GUARDS) return GUARDS[access as keyof typeof GUARDS];
  const token = (access as { token?: unknown }).token;
  if (TOKEN_KINDS.includes(token as TokenKind)) return null;
  throw new Error(`La ruta ${where} declara un acceso desconocido: ${JSON.stringify(access)}.`);
}

/**
 * Deny by default: every route registered after this declares its access, or the app does not
 * start; the guard it implies runs first among the route's own onRequest hooks.
 */
export function declareRouteAccess(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const guard = guardOf(route);
    if (!guard) return;
    const own = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [guard, ...own] as RouteOptions['onRequest'];
  });
}
