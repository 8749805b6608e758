import type { FastifyInstance, onRequestAsyncHookHandler, RouteOptions } from 'fastify';
import { requireAdmin, requireTenderAccess, requireUser } from './auth';

/**
 * The secret a caller without a session proves in the URL or a header, checked by the route
 * itself: a calendar or alert feed token, an unsubscribe link, an invitation, an account
 * confirmation, a password reset, or Stripe's webhook signature.
 */
export const TOKEN_KINDS = [
  'calendar',
  'alert-feed',
  'unsubscribe',
  'invitation',
  'confirmation',
  'password-reset',
  'stripe-signature',
] as const;
export type TokenKind = (typeof TOKEN_KINDS)[number];

/**
 * Who may call a route. `signed-in`: any session; `access`: a session whose trial or licence
 * gives tender access; `admin`: the admin role; `{ token }`: whoever holds that secret.
 */
export type RouteAccess = 'public' | 'signed-in' | 'access' | 'admin' | { token: TokenKind };

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
