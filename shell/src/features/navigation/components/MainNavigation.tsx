import { HydrateLater } from '@wishlist/app-runtime/hydrate-later';
import { screens } from '@wishlist/app-runtime/screens';
import { useSessionUser } from '@wishlist/app-runtime/session';
import { useWishlist } from '@wishlist/shared-data/wishlist';
import { BottomNav, CompassIcon, HeartIcon, SparklesIcon, UserIcon } from '@wishlist/ui';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { useMatchesNews } from '../api/get-matches-news.ts';
import { formatMessage, useIntl } from '../../../i18n.ts';

/** The bottom navigation of spec §2, with the wishlist count, and the new matches and unread messages, as badges. */
export function MainNavigation() {
  const user = useSessionUser();
  // The Wishlist screen's own query: adding or removing someone anywhere moves the badge.
  const wishlistCount = useWishlist(user?.id).data?.wishlist.length ?? 0;
  const { unread, newMatches } = useMatchesNews(user !== null);
  const intl = useIntl();
  return (
    <BottomNav
      items={[
        { to: screens.discover.path, label: intl.formatMessage({ id: 'navigation.discover' }), icon: <CompassIcon /> },
        {
          to: screens.wishlist.path,
          label: intl.formatMessage({ id: 'navigation.wishlist' }),
          icon: <HeartIcon />,
          badge: wishlistCount,
        },
        {
          to: screens.matches.path,
          label: intl.formatMessage({ id: 'navigation.matches' }),
          icon: <SparklesIcon />,
          badge: unread + newMatches,
          badgeLabel: () => matchesNewsLabel(unread, newMatches),
        },
        { to: screens.ownProfile.path, label: intl.formatMessage({ id: 'navigation.profile' }), icon: <UserIcon /> },
      ]}
    />
  );
}

/** Layout of the screens that carry the bottom navigation (the table of screens' `navigation`). */
export function WithMainNavigation() {
  return (
    <>
      <Screen>
        <Outlet />
      </Screen>
      <HydrateLater>
        <MainNavigation />
      </HydrateLater>
    </>
  );
}

const Screen = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
`;

/** '1 new match, 2 unread messages': what the Matches badge counts, for assistive tech. */
export const matchesNewsLabel = (unread: number, newMatches: number) => {
  const news = [
    newMatches > 0 && formatMessage('navigation.newMatches', { count: newMatches }),
    unread > 0 && formatMessage('navigation.unreadMessages', { count: unread }),
  ].filter((part) => part !== false);
  const [first, second] = news;
  return second === undefined ? (first ?? '') : formatMessage('navigation.newsSeparator', { first, second });
};
