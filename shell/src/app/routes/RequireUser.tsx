import { MatchMoment } from '@wishlist/mf-shared/match-moment';
import { useSessionUser } from '@wishlist/mf-shared/session';
import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { LiveUpdates } from '../../features/messaging/components/LiveUpdates.tsx';
import { AskForNotifications } from '../../features/notifications/components/AskForNotifications.tsx';
import { WarningNotice } from '../../features/warnings/components/WarningNotice.tsx';
import { rememberReturnTo } from '../../lib/return-to.ts';

/**
 * Guards the signed-in screens (spec §2, §6): a guest is sent to the landing page, and after signing in comes back
 * to the screen asked for. Someone who signs out here is not sent back to it next time. While signed in, the
 * browser's event stream is open (LiveUpdates), a new match is celebrated on any screen (MatchMoment), a
 * moderator's warning not yet acknowledged shows (WarningNotice), and after a first match or message the app asks
 * for notifications (AskForNotifications).
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
      <LiveUpdates />
      <MatchMoment />
      <WarningNotice />
      <AskForNotifications />
      <Outlet />
    </>
  );
}
