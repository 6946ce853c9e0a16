import { useSessionUser } from '@wishlist/mf-shared/session';
import { useState } from 'react';
import { Navigate, Outlet } from 'react-router-dom';

/**
 * The visitor screens (landing, sign in, sign up): someone already signed in who opens one goes to Discover. Checked
 * on arrival only: sign-in and sign-up sign the person in on these screens and move on by themselves.
 */
export function GuestOnly() {
  const user = useSessionUser();
  const [signedInOnArrival] = useState(user !== null);
  if (signedInOnArrival) return <Navigate to="/app" replace />;
  return <Outlet />;
}
