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
import { useIntl } from '../../../i18n.ts';

/** /profile: the signed-in user's own profile (spec §2). */
export function OwnProfileScreen({ user }: { user: User }) {
  const intl = useIntl();
  return (
    <main>
      <ScreenHeader
        title={intl.formatMessage({ id: 'profile.screen.title' })}
        backTo="/app"
        backLabel={intl.formatMessage({ id: 'profile.screen.back' })}
        // The console's way in, for moderators only (the server checks every call of it all the same).
        actions={
          isModerator(user) && (
            <ButtonLink
              to="/moderation"
              variant="secondary"
              size="sm"
              aria-label={intl.formatMessage({ id: 'profile.screen.consoleLabel' })}
            >
              <ShieldIcon size={18} />
              {intl.formatMessage({ id: 'profile.screen.console' })}
            </ButtonLink>
          )
        }
      />
      <OwnProfile user={user} />
    </main>
  );
}

function OwnProfile({ user }: { user: User }) {
  const intl = useIntl();
  return (
    <QueryState
      query={useOwnProfile()}
      loadingText={intl.formatMessage({ id: 'profile.screen.loading' })}
      errorTitle={intl.formatMessage({ id: 'profile.screen.loadFailed' })}
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
