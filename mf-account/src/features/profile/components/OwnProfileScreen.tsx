import type { User } from '@wishlist/contract/client';
import { apiMessage } from '@wishlist/mf-shared/api-client';
import { useSessionUser } from '@wishlist/mf-shared/session';
import { Button, EmptyState, LoadingState, ScreenBody, ScreenHeader } from '@wishlist/ui';
import { Navigate } from 'react-router-dom';
import { useOwnProfile } from '../api/get-own-profile.ts';
import { CompleteProfileCard } from './CompleteProfileCard.tsx';
import { InterestsSection } from './InterestsSection.tsx';
import { PhotosSection } from './PhotosSection.tsx';
import { ProfileSummary } from './ProfileSummary.tsx';
import { SignOutButton } from './SignOutButton.tsx';
import { SubscriptionBox } from './SubscriptionBox.tsx';
import { VideoSection } from './VideoSection.tsx';
import { WishlistPreview } from './WishlistPreview.tsx';

/** /profile: the signed-in user's own profile (spec §2). Guests go to '/' (the shell guards this too). */
export function OwnProfileScreen() {
  const user = useSessionUser();
  return (
    <main>
      <ScreenHeader title="My Profile" backTo="/app" backLabel="Back to Discover" />
      {user ? <OwnProfile user={user} /> : <Navigate to="/" replace />}
    </main>
  );
}

function OwnProfile({ user }: { user: User }) {
  const ownProfile = useOwnProfile();

  if (ownProfile.isPending) return <LoadingState text="Loading your profile..." />;
  if (ownProfile.isError) {
    return (
      <EmptyState
        title="We couldn't load your profile"
        text={apiMessage(ownProfile.error) ?? 'Please check your connection and try again.'}
        action={
          <Button variant="secondary" onClick={() => void ownProfile.refetch()} disabled={ownProfile.isFetching}>
            {ownProfile.isFetching ? 'Retrying...' : 'Try again'}
          </Button>
        }
      />
    );
  }

  const { profile } = ownProfile.data;
  return (
    <ScreenBody>
      <ProfileSummary profile={profile} />
      {!profile.discoverable && <CompleteProfileCard profile={profile} />}
      <WishlistPreview userId={user.id} />
      <PhotosSection profile={profile} />
      <VideoSection profile={profile} />
      <InterestsSection interests={profile.interests} />
      <SubscriptionBox userId={user.id} />
      <SignOutButton />
    </ScreenBody>
  );
}

