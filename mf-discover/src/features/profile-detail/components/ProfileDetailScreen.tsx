import type { User } from '@wishlist/contract/client/types.gen.ts';
import { isApiError } from '@wishlist/mf-shared/api-client';
import { ButtonLink, QueryState } from '@wishlist/ui';
import { useProfile } from '../api/get-profile.ts';
import { ProfileActionBar } from './ProfileActionBar.tsx';
import { ProfileNotFound } from './ProfileNotFound.tsx';
import { ProfileView } from './ProfileView.tsx';

/** A malformed id (400) is as missing as an unknown one (404). */
const isMissing = (error: unknown) => isApiError(error) && (error.status === 400 || error.status === 404);

/**
 * /profile/{id} (spec §2): another person's photo, age and place, About, Instagram photos and interests,
 * with Back, Pass (both to /app) and Add to Wishlist.
 */
export function ProfileDetailScreen({ user, profileId }: { user: User; profileId: string }) {
  const profile = useProfile(profileId);

  if (profile.isError && isMissing(profile.error)) return <ProfileNotFound />;
  return (
    <QueryState
      query={profile}
      loadingText="Loading profile..."
      errorTitle="We couldn't load this profile"
      errorAction={
        <ButtonLink to="/app" variant="secondary">
          Go Back
        </ButtonLink>
      }
    >
      {({ profile: person }) => <ProfileView person={person} actions={<ProfileActionBar userId={user.id} profileId={person.id} />} />}
    </QueryState>
  );
}
