import { SignedIn } from '../../components/SignedIn.tsx';
import { MatchesScreen } from '../../features/matches/components/MatchesScreen.tsx';

/** /matches */
export function MatchesRoute() {
  return <SignedIn>{() => <MatchesScreen />}</SignedIn>;
}
