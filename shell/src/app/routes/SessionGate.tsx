import { Suspense, lazy } from 'react';
import { Outlet } from 'react-router-dom';
import { HydrateLater } from '@wishlist/app-runtime/hydrate-later';
import { useEndedSession } from '../../features/session/use-ended-session.ts';

// Drawn only the day a session ends: its code stays out of every page's first load.
const SessionEndedScreen = lazy(async () => ({
  default: (await import('../../features/session/components/SessionEndedScreen.tsx')).SessionEndedScreen,
}));

/**
 * Every screen, until the server ends the session of the person using it: then, whatever was open, the screen that
 * says why takes its place (no screen handles it itself). It listens from its first render: the screen's code loads
 * inside a boundary of its own (HydrateLater), so what is still loading below holds none of this back.
 */
export function SessionGate() {
  const [ended, leave] = useEndedSession();
  return ended ? (
    <Suspense fallback={null}>
      <SessionEndedScreen ended={ended} onLeave={leave} />
    </Suspense>
  ) : (
    <HydrateLater>
      <Outlet />
    </HydrateLater>
  );
}
