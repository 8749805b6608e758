import { type CurrentUser, hasTenderAccess } from '../../../common/api/user';

/** Who may open a route: anyone, a signed-in user, a user with tender access, or an admin. */
export type Access = 'visitor' | 'user' | 'tenders' | 'admin';

export const VISITOR_HOME = '/inicio';
export const DASHBOARD = '/licitaciones';
export const ACCOUNT_PAGE = '/user';

/**
 * Where to send someone who may not open a route of this access, or null to let them in. A
 * signed-in user on a visitor route goes where sign-in was asked for (`next`), else the dashboard.
 */
export function accessRedirect(
  access: Access,
  user: CurrentUser | null,
  next: string | null = null,
): string | null {
  if (access === 'visitor') return user ? returnPath(next) : null;
  if (!user) return VISITOR_HOME;
  if (access === 'tenders' && !hasTenderAccess(user)) return ACCOUNT_PAGE;
  if (access === 'admin' && user.role !== 'admin') return DASHBOARD;
  return null;
}

/**
 * Where sign-in returns to (`next`): a path of this app only, never another site (`//host`,
 * `/\\host`), so the parameter cannot be used to send someone away after signing in.
 */
export function returnPath(next: string | null): string {
  return next && /^\/(?![/\\])/.test(next) ? next : DASHBOARD;
}

/** The admin screens, whose calls only an admin may make. */
export const isAdminPath = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');
