import type { User } from '@wishlist/contract/client/types.gen.ts';
import { ButtonLink, type EmptyStateProps, HeartOutlineIcon, QueryState, ScreenHeader, toast } from '@wishlist/ui';
import styled from 'styled-components';
import { Screen, ScreenList, ScreenNote } from '../../../components/Screen.tsx';
import { useRemoveFromWishlist } from '../api/remove-from-wishlist.ts';
import { useRestoreToWishlist } from '../api/restore-to-wishlist.ts';
import { useWishlist } from '@wishlist/shared-data/wishlist';
import { FormattedMessage, useIntl } from '../../../i18n.ts';
import { WishlistCard } from './WishlistCard.tsx';

/** Removing someone, with the toast's Undo that puts them back (each says when it failed). */
function useRemoveWithUndo(userId: string) {
  const { remove, removingId } = useRemoveFromWishlist(userId);
  const restore = useRestoreToWishlist(userId);
  const intl = useIntl();

  const undo = async (profileId: string) => {
    try {
      await restore(profileId);
    } catch {
      toast({
        title: intl.formatMessage({ id: 'wishlist.undoFailed.title' }),
        description: intl.formatMessage({ id: 'wishlist.undoFailed.text' }),
        variant: 'destructive',
      });
    }
  };

  const removePerson = async (profileId: string) => {
    try {
      await remove(profileId);
      toast({
        title: intl.formatMessage({ id: 'wishlist.removed.title' }),
        description: intl.formatMessage({ id: 'wishlist.removed.text' }),
        action: { label: intl.formatMessage({ id: 'wishlist.undo' }), onClick: () => void undo(profileId) },
      });
    } catch {
      toast({
        title: intl.formatMessage({ id: 'wishlist.removeFailed' }),
        description: intl.formatMessage({ id: 'common.somethingWrong' }),
        variant: 'destructive',
      });
    }
  };
  return { removePerson, removingId };
}

/** /wishlist (spec §2): the people the user added, in a 2-column grid, each removable. */
export function WishlistScreen({ user }: { user: User }) {
  const intl = useIntl();
  const wishlist = useWishlist(user.id);
  const { removePerson, removingId } = useRemoveWithUndo(user.id);

  return (
    <Screen>
      <ScreenHeader
        title={intl.formatMessage({ id: 'wishlist.title' })}
        backTo="/app"
        backLabel={intl.formatMessage({ id: 'common.backToDiscover' })}
      />
      <QueryState
        query={wishlist}
        loadingText={intl.formatMessage({ id: 'wishlist.loading' })}
        errorTitle={intl.formatMessage({ id: 'wishlist.loadFailed' })}
        empty={{ when: (data) => data.wishlist.length === 0, ...emptyWishlist(intl) }}
      >
        {(data) => (
          <>
            <ScreenNote>
              <FormattedMessage id="wishlist.count" values={{ count: data.wishlist.length }} />
            </ScreenNote>
            <Grid>
              {data.wishlist.map(({ id, profile }) => (
                <li key={id}>
                  <WishlistCard
                    profile={profile}
                    onRemove={() => void removePerson(profile.id)}
                    removing={removingId === profile.id}
                  />
                </li>
              ))}
            </Grid>
          </>
        )}
      </QueryState>
    </Screen>
  );
}

/** Spec §9: the wishlist grid has 2 columns. */
const Grid = styled(ScreenList)`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px;
`;

/** Nobody added yet: the way to Discover. */
const emptyWishlist = (intl: ReturnType<typeof useIntl>): EmptyStateProps => ({
  icon: <HeartOutlineIcon size={32} />,
  title: intl.formatMessage({ id: 'wishlist.empty.title' }),
  text: intl.formatMessage({ id: 'wishlist.empty.text' }),
  action: (
    <ButtonLink to="/app">
      <FormattedMessage id="common.startDiscovering" />
    </ButtonLink>
  ),
});
