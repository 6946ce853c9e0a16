// The four screens as routes, each for the signed-in user: exposed to the shell and used by the standalone app.
import { useLocation } from 'react-router-dom';
import { SignedIn } from '../components/SignedIn.tsx';
import { DiscoverScreen } from '../features/discover/components/DiscoverScreen.tsx';
import { MatchesScreen } from '../features/matches/components/MatchesScreen.tsx';
import { ProfileDetailScreen } from '../features/profile-detail/components/ProfileDetailScreen.tsx';
import { WishlistScreen } from '../features/wishlist/components/WishlistScreen.tsx';

/** /app */
export function DiscoverRoute() {
  return <SignedIn>{(user) => <DiscoverScreen user={user} />}</SignedIn>;
}

/** /wishlist */
export function WishlistRoute() {
  return <SignedIn>{(user) => <WishlistScreen user={user} />}</SignedIn>;
}

/** /profile/{id}: spec §2 says the id is the last path segment, whatever the shell names its parameter. */
export function ProfileDetailRoute() {
  const { pathname } = useLocation();
  const id = decodeURIComponent(pathname.split('/').filter(Boolean).at(-1) ?? '');
  return <SignedIn>{(user) => <ProfileDetailScreen key={id} user={user} profileId={id} />}</SignedIn>;
}

/** /matches */
export function MatchesRoute() {
  return <SignedIn>{(user) => <MatchesScreen user={user} />}</SignedIn>;
}
