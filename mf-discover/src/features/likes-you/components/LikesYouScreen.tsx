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
import { LikedYouCard } from './LikedYouCard.tsx';
import { FormattedMessage, useIntl } from '../../../i18n.ts';
import { LockedLikes } from './LockedLikes.tsx';

/**
 * /likes — the people who added the user and whom they have neither added nor passed yet, newest first, page by
 * page, kept live by the event stream; a tap on the heart likes them back (a match, celebrated by the match moment),
 * Pass lets them go. Without "see who likes you" (free): the count, blurred, and the upgrade.
 */
export function LikesYouScreen({ user }: { user: User }) {
  const intl = useIntl();
  const likes = useLikesReceived();
  const { likeBack, pendingId } = useLikeBack(user.id);
  const pass = usePassLiker(user.id);
  return (
    <Screen>
      <ScreenHeader
        title={intl.formatMessage({ id: 'likes.title' })}
        backTo="/app"
        backLabel={intl.formatMessage({ id: 'common.backToDiscover' })}
      />
      <QueryState
        query={likes}
        loadingText={intl.formatMessage({ id: 'likes.loading' })}
        errorTitle={intl.formatMessage({ id: 'likes.loadFailed' })}
      >
        {({ pages }) => {
          const [first] = pages;
          if (!first || first.locked)
            return <LockedLikes count={first?.count ?? 0} withComment={first?.withComment ?? 0} />;
          const received = pages.flatMap((page: LikesReceivedResponse) => page.likes);
          if (received.length === 0) return <EmptyState {...noLikesYet(intl)} />;
          return (
            <>
              <ScreenNote>
                <FormattedMessage id="likes.count" values={{ count: first.count }} />
              </ScreenNote>
              <Grid aria-label={intl.formatMessage({ id: 'likes.list' })}>
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
                    <FormattedMessage id={likes.isFetchingNextPage ? 'common.loading' : 'likes.showMore'} />
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

const noLikesYet = (intl: ReturnType<typeof useIntl>): EmptyStateProps => ({
  icon: <HeartIcon size={32} />,
  title: intl.formatMessage({ id: 'likes.empty.title' }),
  text: intl.formatMessage({ id: 'likes.empty.text' }),
  action: (
    <ButtonLink to="/app">
      <FormattedMessage id="likes.keepDiscovering" />
    </ButtonLink>
  ),
});
