import type { User } from '@wishlist/contract/client/types.gen.ts';
import { exposeScreen } from '@wishlist/app-runtime/exposed-screen';
import { discoverCatalogue } from '../i18n.ts';
import { useLocation } from 'react-router-dom';
import { ProfileDetailScreen } from '../features/profile-detail/components/ProfileDetailScreen.tsx';

/** /profile/{id}: spec §2 says the id is the last path segment, whatever the shell names its parameter. */
function ProfileDetail({ user }: { user: User }) {
  const { pathname } = useLocation();
  const id = decodeURIComponent(pathname.split('/').filter(Boolean).at(-1) ?? '');
  return <ProfileDetailScreen key={id} user={user} profileId={id} />;
}

export default exposeScreen('profileDetail', ProfileDetail, discoverCatalogue);
