import type { User } from '@wishlist/contract/client/types.gen.ts';
import { isApiError } from '@wishlist/app-runtime/api-client';
import { ButtonLink, QueryState } from '@wishlist/ui';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Commenting } from '../../../components/commenting.ts';
import { CommentSheet } from '../../../components/CommentSheet.tsx';
import { PersonMenu } from '../../../components/safety/PersonMenu.tsx';
import { backPath } from '../../../lib/came-from.ts';
import { useProfile } from '../api/get-profile.ts';
import { useAddFromProfile } from '../hooks/use-add-from-profile.ts';
import { useRelationship } from '../hooks/use-relationship.ts';
import { FormattedMessage, useIntl } from '../../../i18n.ts';
import { ProfileActionBar } from './ProfileActionBar.tsx';
import { ProfileNotFound } from './ProfileNotFound.tsx';
import { ProfileView } from './ProfileView.tsx';

/** A malformed id (400) is as missing as an unknown one (404). */
const isMissing = (error: unknown) => isApiError(error) && (error.status === 400 || error.status === 404);

/**
 * /profile/{id} (spec §2): another person's photo, age and place, About, Instagram photos and interests,
 * with Back, Pass (both to /app) and Add to Wishlist; the ⋯ menu blocks or reports them, or ends a match. Someone
 * not liked yet can be liked with a comment on a prompt or the photo (the comment sheet).
 */
export function ProfileDetailScreen({ user, profileId }: { user: User; profileId: string }) {
  const intl = useIntl();
  const profile = useProfile(profileId);
  const relationship = useRelationship(user.id, profileId);
  const navigate = useNavigate();
  const { state } = useLocation();
  const [commenting, setCommenting] = useState<Commenting | null>(null);
  const withComment = useAddFromProfile(user.id, profileId);

  if (profile.isError && isMissing(profile.error)) return <ProfileNotFound />;
  return (
    <QueryState
      query={profile}
      loadingText={intl.formatMessage({ id: 'profile.loading' })}
      errorTitle={intl.formatMessage({ id: 'profile.loadFailed' })}
      errorAction={
        <ButtonLink to="/app" variant="secondary">
          <FormattedMessage id="common.goBack" />
        </ButtonLink>
      }
    >
      {({ profile: person }) => (
        <ProfileView
          person={person}
          actions={
            <>
              <ProfileActionBar userId={user.id} profileId={person.id} />
              <CommentSheet
                commenting={commenting}
                onClose={() => setCommenting(null)}
                superLikes={false}
                onSend={(comment) => {
                  setCommenting(null);
                  void withComment.add(comment);
                }}
              />
            </>
          }
          onComment={relationship === 'none' && !withComment.adding ? setCommenting : undefined}
          // Blocked, reported or unmatched: back to where they were opened from, where they are gone too.
          menu={
            <PersonMenu
              userId={user.id}
              person={person}
              matched={relationship === 'match'}
              look="onPhoto"
              onGone={() => void navigate(backPath(state))}
            />
          }
        />
      )}
    </QueryState>
  );
}
