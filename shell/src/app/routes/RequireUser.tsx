import { useSessionUser } from '@wishlist/mf-shared/session';
import { Navigate, Outlet } from 'react-router-dom';

/** Guards the signed-in screens (spec §2, §6): a guest is sent to the landing page. */
export function RequireUser() {
  const user = useSessionUser();
  if (!user) return <Navigate to="/" replace />;
  return <Outlet />;
}
