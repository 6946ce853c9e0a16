import { screens } from '@wishlist/mf-shared/screens';
import { useSessionUser } from '@wishlist/mf-shared/session';
import { useWishlist } from '@wishlist/mf-shared/wishlist';
import { BottomNav, CompassIcon, HeartIcon, SparklesIcon, UserIcon } from '@wishlist/ui';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { useUnreadTotal } from '../api/get-unread-total.ts';

/** The bottom navigation of spec §2, with the wishlist count and the unread messages as badges. */
export function MainNavigation() {
  const user = useSessionUser();
  // The Wishlist screen's own query: adding or removing someone anywhere moves the badge.
  const wishlistCount = useWishlist(user?.id).data?.wishlist.length ?? 0;
  const unread = useUnreadTotal(user !== null);
  return (
    <BottomNav
      items={[
        { to: screens.discover.path, label: 'Discover', icon: <CompassIcon /> },
        { to: screens.wishlist.path, label: 'Wishlist', icon: <HeartIcon />, badge: wishlistCount },
        { to: screens.matches.path, label: 'Matches', icon: <SparklesIcon />, badge: unread, badgeLabel: unreadLabel },
        { to: screens.ownProfile.path, label: 'Profile', icon: <UserIcon /> },
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
      <MainNavigation />
    </>
  );
}

const Screen = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
`;

const unreadLabel = (count: number) => `${String(count)} unread ${count === 1 ? 'message' : 'messages'}`;
