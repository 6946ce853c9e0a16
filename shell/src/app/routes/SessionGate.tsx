import { Outlet } from 'react-router-dom';
import { SessionEndedScreen } from '../../features/session/components/SessionEndedScreen.tsx';
import { useEndedSession } from '../../features/session/use-ended-session.ts';

/**
 * Every screen, until the server ends the session of the person using it: then, whatever was open, the screen that
 * says why takes its place (no screen handles it itself).
 */
export function SessionGate() {
  const [ended, leave] = useEndedSession();
  return ended ? <SessionEndedScreen ended={ended} onLeave={leave} /> : <Outlet />;
}
