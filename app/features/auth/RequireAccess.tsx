import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useSearchParams } from 'react-router';
import { type Access, accessRedirect } from '../../api/auth/access-rules';
import { useCurrentUser } from '../../api/current-user';
import { useFlash } from '../../ui/flash/flash-context';
import { PageLoader } from '../../ui/PageLoader';

/** Layout route that lets its child routes render only for the right kind of user. */
export function RequireAccess({ access }: { access: Access }) {
  const { t } = useTranslation();
  const flash = useFlash();
  const { data: user, isPending, isError } = useCurrentUser();
  const [params] = useSearchParams();
  // A user we cannot load (server down) is treated as a visitor rather than let in.
  const signedIn = isError ? null : (user ?? null);
  const redirect = isPending ? null : accessRedirect(access, signedIn, params.get('next'));
  // A signed-in user sent away from an admin screen is told why, not left wondering.
  const refusedAdmin = access === 'admin' && signedIn !== null && redirect !== null;
  useEffect(() => {
    if (refusedAdmin) flash.warning(t('auth.adminOnly'));
  }, [refusedAdmin, flash, t]);
  if (isPending) return <PageLoader />;
  return redirect ? <Navigate to={redirect} replace /> : <Outlet />;
}
