import { useQueryClient } from '@tanstack/react-query';
import { type EndedSession, forgetSessionUser, useSessionEnded } from '@wishlist/mf-shared/session';
import { holdToasts } from '@wishlist/ui';
import { useState } from 'react';
import { rememberReturnTo } from '../../lib/return-to.ts';

/**
 * The session the server ended while the app was open (any 401 of any bundle's call, or the event stream's last
 * frame: `sessionEnded` in @wishlist/mf-shared), until the person leaves the screen that says why. Everything read
 * for them is forgotten at once, so the next person on this phone starts clean; signing in again comes back to the
 * screen they were on.
 */
export function useEndedSession(): [ended: EndedSession | null, leave: () => void] {
  const queryClient = useQueryClient();
  const [ended, setEnded] = useState<EndedSession | null>(null);
  useSessionEnded((why) => {
    // At once, before the failing call that told it reaches its screen's error toast.
    holdToasts(true);
    setEnded(why);
    forgetSessionUser(queryClient);
    rememberReturnTo(`${window.location.pathname}${window.location.search}`);
  });
  return [
    ended,
    () => {
      holdToasts(false);
      setEnded(null);
    },
  ];
}
