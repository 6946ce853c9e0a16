import { useSessionUser } from '@wishlist/app-runtime/session';
import { lazy, Suspense, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { AfterStart } from '../../lib/after-start.tsx';
import { rememberReturnTo } from '../../lib/return-to.ts';

const SignedInExtras = lazy(() => import('./SignedInExtras.tsx'));

/**
 * Guards the signed-in screens (spec §2, §6): a guest is sent to the landing page, and after signing in comes back
 * to the screen asked for. Someone who signs out here is not sent back to it next time. While signed in, the
 * event stream, the match moment, warnings and the ask for notifications run from the page's first idle moment on
 * (SignedInExtras): the screen answers taps before them.
 */
export function RequireUser() {
  const user = useSessionUser();
  const location = useLocation();
  const [guestOnArrival] = useState(user === null);
  if (!user) {
    if (guestOnArrival) rememberReturnTo(`${location.pathname}${location.search}`);
    return <Navigate to="/" replace />;
  }
  return (
    <>
      <AfterStart>
        <Suspense fallback={null}>
          <SignedInExtras />
        </Suspense>
      </AfterStart>
      <Outlet />
    </>
  );
}
