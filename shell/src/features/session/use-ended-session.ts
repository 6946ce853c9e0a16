import { useQueryClient } from '@tanstack/react-query';
import { type EndedSession, forgetSessionUser, useSessionEnded } from '@wishlist/app-runtime/session';
import { holdToasts } from '@wishlist/ui';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { useLocation } from 'react-router-dom';
import { rememberReturnTo } from '../../lib/return-to.ts';

/**
 * The session the server ended while the app was open (any 401 of any bundle's call, or the event stream's last
 * frame: `sessionEnded` in @wishlist/app-runtime/session), until the person leaves the screen that says why. Everything read
 * for them is forgotten at once, so the next person on this phone starts clean; signing in again comes back to the
 * screen they were on.
 */
export function useEndedSession(): [ended: EndedSession | null, leave: () => void] {
  const queryClient = useQueryClient();
  // Where it ended: the screen that says why stays there and goes with the first navigation. (Put away in the same
  // render as the navigation: put away before it, the screen below would be drawn for a user no longer there.)
  const { key } = useLocation();
  const [ended, setEnded] = useState<{ why: EndedSession; at: string } | null>(null);
  useSessionEnded((why) => {
    // At once, before the failing call that told it reaches its screen's error toast.
    holdToasts(true);
    // Drawn before the user is forgotten: React renders a change of the stored user at once, and a guard that saw
    // no user in that render would send the visitor away before this screen showed.
    flushSync(() => setEnded({ why, at: key }));
    forgetSessionUser(queryClient);
    rememberReturnTo(`${window.location.pathname}${window.location.search}`);
  });
  return [ended?.at === key ? ended.why : null, () => holdToasts(false)];
}
