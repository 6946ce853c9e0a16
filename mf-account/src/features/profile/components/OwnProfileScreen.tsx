import type { User } from '@wishlist/contract/client';
import { apiMessage } from '@wishlist/mf-shared/api-client';
import { HydrateLater } from '@wishlist/mf-shared/hydrate-later';
import { QueryState, ScreenBody, ScreenHeader } from '@wishlist/ui';
import { useOwnProfile } from '@wishlist/mf-shared/own-profile';
import { AccountSection } from './AccountSection.tsx';
import { BlockedPeopleSection } from './BlockedPeopleSection.tsx';
import { ChangePasswordSection } from './ChangePasswordSection.tsx';
import { CompleteProfileCard } from './CompleteProfileCard.tsx';
import { IncognitoSection } from './IncognitoSection.tsx';
import { InterestsSection } from './InterestsSection.tsx';
import { NotificationsSection } from './NotificationsSection.tsx';
import { PhotosSection } from './PhotosSection.tsx';
import { PreferencesSection } from './PreferencesSection.tsx';
import { ProfileSummary } from './ProfileSummary.tsx';
import { SignOutButton } from './SignOutButton.tsx';
import { SubscriptionBox } from './SubscriptionBox.tsx';
import { VideoSection } from './VideoSection.tsx';
import { WishlistPreview } from './WishlistPreview.tsx';

/** /profile: the signed-in user's own profile (spec §2). */
export function OwnProfileScreen({ user }: { user: User }) {
  return (
    <main>
      <ScreenHeader title="My Profile" backTo="/app" backLabel="Back to Discover" />
      <OwnProfile user={user} />
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
          {/* Hydrated a few sections per task (HydrateLater): a long profile would hold a tap back otherwise. */}
          <HydrateLater>
            <PreferencesSection profile={profile} />
            <WishlistPreview userId={user.id} />
          </HydrateLater>
          <HydrateLater>
            <PhotosSection profile={profile} />
            <VideoSection profile={profile} />
          </HydrateLater>
          <HydrateLater>
            <InterestsSection interests={profile.interests} />
            <SubscriptionBox userId={user.id} />
            <IncognitoSection profile={profile} />
          </HydrateLater>
          <HydrateLater>
            <NotificationsSection />
            <BlockedPeopleSection />
            <ChangePasswordSection username={user.username} />
            <SignOutButton />
            <AccountSection username={user.username} />
          </HydrateLater>
        </ScreenBody>
      )}
    </QueryState>
  );
}
