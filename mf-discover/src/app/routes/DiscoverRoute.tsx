import { SignedIn } from '../../components/SignedIn.tsx';
import { DiscoverScreen } from '../../features/discover/components/DiscoverScreen.tsx';

/** /app */
export function DiscoverRoute() {
  return <SignedIn>{(user) => <DiscoverScreen user={user} />}</SignedIn>;
}
