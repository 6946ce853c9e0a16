import type { User } from '@wishlist/contract/client';
import { apiMessage } from '@wishlist/app-runtime/api-client';
import { HydrateLater } from '@wishlist/app-runtime/hydrate-later';
import { ButtonLink, QueryState, ScreenBody, ScreenHeader, ShieldIcon } from '@wishlist/ui';
import { isModerator } from '@wishlist/app-runtime/session';
import { useOwnProfile } from '@wishlist/shared-data/own-profile';
import { AccountSection } from './AccountSection.tsx';
import { BlockedPeopleSection } from './BlockedPeopleSection.tsx';
import { DecisionsSection } from './DecisionsSection.tsx';
import { YourReportsSection } from './YourReportsSection.tsx';
import { ChangePasswordSection } from './ChangePasswordSection.tsx';
import { CompleteProfileCard } from './CompleteProfileCard.tsx';
import { IncognitoSection } from './IncognitoSection.tsx';
import { InterestsSection } from './InterestsSection.tsx';
import { LanguageSection } from './LanguageSection.tsx';
import { NotificationsSection } from './NotificationsSection.tsx';
import { PhotosSection } from './PhotosSection.tsx';
import { PreferencesSection } from './PreferencesSection.tsx';
import { PromptsSection } from './PromptsSection.tsx';
import { ProfileSummary } from './ProfileSummary.tsx';
import { ReadReceiptsSection } from './ReadReceiptsSection.tsx';
import { SignOutButton } from './SignOutButton.tsx';
import { SubscriptionBox } from './SubscriptionBox.tsx';
import { VideoSection } from './VideoSection.tsx';
import { WishlistPreview } from './WishlistPreview.tsx';

/** /profile: the signed-in user's own profile (spec §2). */
export function OwnProfileScreen({ user }: { user: User }) {
  return (
    <main>
      <ScreenHeader
        title="My Profile"
        backTo="/app"
        backLabel="Back to Discover"
        // The console's way in, for moderators only (the server checks every call of it all the same).
        actions={
          isModerator(user) && (
            <ButtonLink to="/moderation" variant="secondary" size="sm" aria-label="Moderator console">
              <ShieldIcon size={18} />
              Console
            </ButtonLink>
          )
        }
      />
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
          {/*
            Each section hydrates on its own (HydrateLater), after the summary: a long profile would hold a tap back
            otherwise. The summary (its Edit) hydrates with the screen, before a tap held meanwhile is replayed.
          */}
          <HydrateLater>
            <PreferencesSection profile={profile} />
          </HydrateLater>
          <HydrateLater>
            <PromptsSection profile={profile} />
          </HydrateLater>
          <HydrateLater>
            <WishlistPreview userId={user.id} />
          </HydrateLater>
          <HydrateLater>
            <PhotosSection profile={profile} />
          </HydrateLater>
          <HydrateLater>
            <VideoSection profile={profile} />
          </HydrateLater>
          <HydrateLater>
            <InterestsSection interests={profile.interests} />
          </HydrateLater>
          <HydrateLater>
            <SubscriptionBox userId={user.id} />
            <IncognitoSection profile={profile} />
          </HydrateLater>
          <HydrateLater>
            <NotificationsSection />
            <ReadReceiptsSection profile={profile} />
            <BlockedPeopleSection />
          </HydrateLater>
          <HydrateLater>
            <YourReportsSection />
            <DecisionsSection />
          </HydrateLater>
          <HydrateLater>
            <LanguageSection />
            <ChangePasswordSection username={user.username} />
          </HydrateLater>
          <HydrateLater>
            <SignOutButton />
            <AccountSection username={user.username} />
          </HydrateLater>
        </ScreenBody>
      )}
    </QueryState>
  );
}
