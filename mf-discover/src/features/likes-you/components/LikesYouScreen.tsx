import type { LikesReceivedResponse, User } from '@wishlist/contract/client/types.gen.ts';
import {
  Button,
  ButtonLink,
  type EmptyStateProps,
  EmptyState,
  HeartIcon,
  QueryState,
  ScreenHeader,
  theme,
} from '@wishlist/ui';
import styled from 'styled-components';
import { useLikesReceived } from '../../../api/list-likes-received.ts';
import { Screen, ScreenList, ScreenNote } from '../../../components/Screen.tsx';
import { useLikeBack } from '../hooks/use-like-back.ts';
import { usePassLiker } from '../hooks/use-pass-liker.ts';
import { likesCountText } from '../utils/placeholders.ts';
import { LikedYouCard } from './LikedYouCard.tsx';
import { LockedLikes } from './LockedLikes.tsx';

/**
 * /likes — the people who added the user and whom they have neither added nor passed yet, newest first, page by
 * page, kept live by the event stream; a tap on the heart likes them back (a match, celebrated by the match moment),
 * Pass lets them go. Without "see who likes you" (free): the count, blurred, and the upgrade.
 */
export function LikesYouScreen({ user }: { user: User }) {
  const likes = useLikesReceived();
  const { likeBack, pendingId } = useLikeBack(user.id);
  const pass = usePassLiker(user.id);
  return (
    <Screen>
      <ScreenHeader title="Likes you" backTo="/app" backLabel="Back to Discover" />
      <QueryState query={likes} loadingText="Finding who likes you..." errorTitle="We couldn't load your likes">
        {({ pages }) => {
          const [first] = pages;
          if (!first || first.locked)
            return <LockedLikes count={first?.count ?? 0} withComment={first?.withComment ?? 0} />;
          const received = pages.flatMap((page: LikesReceivedResponse) => page.likes);
          if (received.length === 0) return <EmptyState {...noLikesYet} />;
          return (
            <>
              <ScreenNote>{likesCountText(first.count)}</ScreenNote>
              <Grid aria-label="People who like you">
                {received.map((like) => (
                  <li key={like.profile.id}>
                    <LikedYouCard
                      like={like}
                      busy={pendingId !== null}
                      onLikeBack={() => void likeBack(like.profile)}
                      onPass={() => pass(like.profile.id)}
                    />
                  </li>
                ))}
              </Grid>
              {likes.hasNextPage && (
                <More>
                  <Button
                    variant="secondary"
                    block
                    onClick={() => void likes.fetchNextPage()}
                    disabled={likes.isFetchingNextPage}
                  >
                    {likes.isFetchingNextPage ? 'Loading...' : 'Show more'}
                  </Button>
                </More>
              )}
            </>
          );
        }}
      </QueryState>
    </Screen>
  );
}

const Grid = styled(ScreenList)`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px;
`;
const More = styled.div`
  padding: 0 ${theme.space.md} ${theme.space.lg};
`;

const noLikesYet: EmptyStateProps = {
  icon: <HeartIcon size={32} />,
  title: 'No new likes yet',
  text: 'When someone adds you to their wishlist, they show up here first.',
  action: <ButtonLink to="/app">Keep Discovering</ButtonLink>,
};
