import type { User } from '@wishlist/contract/client/types.gen.ts';
import { Button, ButtonLink, EmptyState, HeartOutlineIcon, LoadingState, ScreenHeader, theme, toast } from '@wishlist/ui';
import styled from 'styled-components';
import { useRemoveFromWishlist } from '../api/remove-from-wishlist.ts';
import { useWishlist } from '../api/get-wishlist.ts';
import { WishlistCard } from './WishlistCard.tsx';

/** /wishlist (spec §2): the people the user added, in a 2-column grid, each removable. */
export function WishlistScreen({ user }: { user: User }) {
  const wishlist = useWishlist(user.id);
  const { remove, removingId } = useRemoveFromWishlist(user.id);

  const removePerson = async (profileId: string) => {
    try {
      await remove(profileId);
      toast({ title: 'Removed from wishlist', description: 'They have been removed from your wishlist.' });
    } catch {
      toast({ title: 'Failed to remove', description: 'Something went wrong. Please try again.', variant: 'destructive' });
    }
  };

  return (
    <Screen>
      <ScreenHeader title="My Wishlist" backTo="/app" backLabel="Back to Discover" />
      {wishlist.isPending ? (
        <LoadingState text="Loading your wishlist..." />
      ) : wishlist.isError ? (
        <EmptyState
          title="We couldn't load your wishlist"
          text="Check your connection and try again."
          action={
            <Button onClick={() => void wishlist.refetch()} disabled={wishlist.isFetching}>
              Try Again
            </Button>
          }
        />
      ) : wishlist.data.wishlist.length === 0 ? (
        <EmptyState
          icon={<HeartOutlineIcon size={32} />}
          title="Your wishlist is empty"
          text="Start discovering amazing people and add them to your wishlist!"
          action={<ButtonLink to="/app">Start Discovering</ButtonLink>}
        />
      ) : (
        <>
          <Count>{wishlist.data.wishlist.length} people</Count>
          <Grid>
            {wishlist.data.wishlist.map(({ id, profile }) => (
              <li key={id}>
                <WishlistCard profile={profile} onRemove={() => void removePerson(profile.id)} removing={removingId === profile.id} />
              </li>
            ))}
          </Grid>
        </>
      )}
    </Screen>
  );
}

const Screen = styled.main`
  display: flex;
  flex: 1;
  flex-direction: column;
`;
const Count = styled.p`
  margin: 0 16px 12px;
  color: ${theme.color.muted};
  font-size: ${theme.size.sm};
  font-weight: 700;
`;
/** Spec §9: the wishlist grid has 2 columns. */
const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px;
  margin: 0;
  padding: 0 16px 24px;
  list-style: none;
`;
