import type { User } from '@wishlist/contract/client';
import { apiMessage } from '@wishlist/mf-shared/api-client';
import { useSessionUser } from '@wishlist/mf-shared/session';
import { QueryState, ScreenBody, ScreenHeader } from '@wishlist/ui';
import { Navigate } from 'react-router-dom';
import { useOwnProfile } from '../api/get-own-profile.ts';
import { AccountSection } from './AccountSection.tsx';
import { BlockedPeopleSection } from './BlockedPeopleSection.tsx';
import { ChangePasswordSection } from './ChangePasswordSection.tsx';
import { CompleteProfileCard } from './CompleteProfileCard.tsx';
import { IncognitoSection } from './IncognitoSection.tsx';
import { InterestsSection } from './InterestsSection.tsx';
import { PhotosSection } from './PhotosSection.tsx';
import { PreferencesSection } from './PreferencesSection.tsx';
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
  return (
    <QueryState
      query={useOwnProfile()}
      loadingText="Loading your profile..."
      errorTitle="We couldn't load your profile"
      errorMessage={apiMessage}
    >
      {({ profile }) => (
        <ScreenBody>
          <ProfileSummary profile={profile} />
          {!profile.discoverable && <CompleteProfileCard profile={profile} />}
          <PreferencesSection profile={profile} />
          <WishlistPreview userId={user.id} />
          <PhotosSection profile={profile} />
          <VideoSection profile={profile} />
          <InterestsSection interests={profile.interests} />
          <SubscriptionBox userId={user.id} />
          <IncognitoSection profile={profile} />
          <BlockedPeopleSection />
          <ChangePasswordSection username={user.username} />
          <SignOutButton />
          <AccountSection username={user.username} />
        </ScreenBody>
      )}
    </QueryState>
  );
}

