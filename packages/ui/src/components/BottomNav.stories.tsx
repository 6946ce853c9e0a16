import type { Meta, StoryObj } from '@storybook/react-vite';
import { BottomNav } from './BottomNav.tsx';
import { CompassIcon, HeartIcon, SparklesIcon, UserIcon } from './icons.tsx';

function items(wishlistCount: number, unread = 0) {
  return [
    { to: '/app', label: 'Discover', icon: <CompassIcon /> },
    { to: '/wishlist', label: 'Wishlist', icon: <HeartIcon />, badge: wishlistCount },
    {
      to: '/matches',
      label: 'Matches',
      icon: <SparklesIcon />,
      badge: unread,
      badgeLabel: (count: number) => `${String(count)} unread messages`,
    },
    { to: '/profile', label: 'Profile', icon: <UserIcon /> },
  ];
}

const meta = {
  title: 'Design system/BottomNav',
  component: BottomNav,
  args: { items: items(0) },
  parameters: { router: { url: '/app' } },
} satisfies Meta<typeof BottomNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnDiscover: Story = {};
export const WithWishlistBadge: Story = { args: { items: items(4) } };
export const OnWishlist: Story = { args: { items: items(12) }, parameters: { router: { url: '/wishlist' } } };
/** Unread messages on the Matches entry. */
export const WithUnreadMessages: Story = { args: { items: items(4, 3) } };
