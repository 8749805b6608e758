import { Navigate, Outlet, useSearchParams } from 'react-router';
import { useCurrentUser } from '../../api/current-user';
import { PageLoader } from '../../ui/PageLoader';
import { type Access, accessRedirect } from './access-rules';

/** Layout route that lets its child routes render only for the right kind of user. */
export function RequireAccess({ access }: { access: Access }) {
  const { data: user, isPending, isError } = useCurrentUser();
  const [params] = useSearchParams();
  if (isPending) return <PageLoader />;
  // A user we cannot load (server down) is treated as a visitor rather than let in.
  const redirect = accessRedirect(access, isError ? null : user, params.get('next'));
  return redirect ? <Navigate to={redirect} replace /> : <Outlet />;
}
