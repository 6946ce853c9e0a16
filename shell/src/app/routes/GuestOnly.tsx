import { useSessionUser } from '@wishlist/app-runtime/session';
import { useState } from 'react';
import { Navigate, Outlet, useSearchParams } from 'react-router-dom';
import { rememberReturnTo, takeReturnTo } from '../../lib/return-to.ts';

/**
 * The visitor screens (landing, sign in, sign up): someone already signed in who opens one goes to Discover. Checked
 * on arrival only: sign-in and sign-up sign the person in on these screens and move on by themselves. A screen that
 * sent a guest here to sign in names itself in `?next=` (`signInFrom`): signing in or up, here or after switching
 * between sign in and sign up, goes back to it (someone signed in goes there at once).
 */
export function GuestOnly() {
  const user = useSessionUser();
  const [params] = useSearchParams();
  const next = params.get('next');
  const [signedInOnArrival] = useState(user !== null);
  if (next) rememberReturnTo(next);
  if (signedInOnArrival) return <Navigate to={takeReturnTo()} replace />;
  return <Outlet />;
}
