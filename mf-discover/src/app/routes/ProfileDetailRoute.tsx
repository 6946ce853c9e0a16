import { useLocation } from 'react-router-dom';
import { SignedIn } from '../../components/SignedIn.tsx';
import { ProfileDetailScreen } from '../../features/profile-detail/components/ProfileDetailScreen.tsx';

/** /profile/{id}: spec §2 says the id is the last path segment, whatever the shell names its parameter. */
export function ProfileDetailRoute() {
  const { pathname } = useLocation();
  const id = decodeURIComponent(pathname.split('/').filter(Boolean).at(-1) ?? '');
  return <SignedIn>{(user) => <ProfileDetailScreen key={id} user={user} profileId={id} />}</SignedIn>;
}
