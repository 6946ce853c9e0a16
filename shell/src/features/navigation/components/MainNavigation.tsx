import { useSessionUser } from '@wishlist/mf-shared/session';
import { BottomNav, CompassIcon, HeartIcon, SparklesIcon, UserIcon } from '@wishlist/ui';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { useUnreadTotal } from '../api/get-unread-total.ts';
import { useWishlistCount } from '../api/get-wishlist-count.ts';

/** The bottom navigation of spec §2, with the wishlist count and the unread messages as badges. */
export function MainNavigation() {
  const user = useSessionUser();
  const wishlistCount = useWishlistCount(user?.id);
  const unread = useUnreadTotal(user !== null);
  return (
    <BottomNav
      items={[
        { to: '/app', label: 'Discover', icon: <CompassIcon /> },
        { to: '/wishlist', label: 'Wishlist', icon: <HeartIcon />, badge: wishlistCount },
        { to: '/matches', label: 'Matches', icon: <SparklesIcon />, badge: unread, badgeLabel: unreadLabel },
        { to: '/profile', label: 'Profile', icon: <UserIcon /> },
      ]}
    />
  );
}

/** Layout of the screens that carry the bottom navigation (/app, /wishlist, /matches, /likes). */
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
