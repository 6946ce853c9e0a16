import type { User } from '@wishlist/contract/client/types.gen.ts';
import { ButtonLink, type EmptyStateProps, HeartOutlineIcon, QueryState, ScreenHeader, toast } from '@wishlist/ui';
import styled from 'styled-components';
import { Screen, ScreenList, ScreenNote } from '../../../components/Screen.tsx';
import { useRemoveFromWishlist } from '../api/remove-from-wishlist.ts';
import { useRestoreToWishlist } from '../api/restore-to-wishlist.ts';
import { useWishlist } from '@wishlist/shared-data/wishlist';
import { WishlistCard } from './WishlistCard.tsx';

/** Removing someone, with the toast's Undo that puts them back (each says when it failed). */
function useRemoveWithUndo(userId: string) {
  const { remove, removingId } = useRemoveFromWishlist(userId);
  const restore = useRestoreToWishlist(userId);

  const undo = async (profileId: string) => {
    try {
      await restore(profileId);
    } catch {
      toast({
        title: "Couldn't undo",
        description: 'They could not be put back. Please add them again from Discover.',
        variant: 'destructive',
      });
    }
  };

  const removePerson = async (profileId: string) => {
    try {
      await remove(profileId);
      toast({
        title: 'Removed from wishlist',
        description: 'They have been removed from your wishlist.',
        action: { label: 'Undo', onClick: () => void undo(profileId) },
      });
    } catch {
      toast({
        title: 'Failed to remove',
        description: 'Something went wrong. Please try again.',
        variant: 'destructive',
      });
    }
  };
  return { removePerson, removingId };
}

/** /wishlist (spec §2): the people the user added, in a 2-column grid, each removable. */
export function WishlistScreen({ user }: { user: User }) {
  const wishlist = useWishlist(user.id);
  const { removePerson, removingId } = useRemoveWithUndo(user.id);

  return (
    <Screen>
      <ScreenHeader title="My Wishlist" backTo="/app" backLabel="Back to Discover" />
      <QueryState
        query={wishlist}
        loadingText="Loading your wishlist..."
        errorTitle="We couldn't load your wishlist"
        empty={{ when: (data) => data.wishlist.length === 0, ...emptyWishlist }}
      >
        {(data) => (
          <>
            <ScreenNote>{data.wishlist.length} people</ScreenNote>
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
const emptyWishlist: EmptyStateProps = {
  icon: <HeartOutlineIcon size={32} />,
  title: 'Your wishlist is empty',
  text: 'Start discovering amazing people and add them to your wishlist!',
  action: <ButtonLink to="/app">Start Discovering</ButtonLink>,
};
