import type { Meta, StoryObj } from '@storybook/react-vite';
import { getWishlistQueryKey } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';
import { maya, wishlistEntries } from '../../../testing/fixtures.ts';
import { seedFailure, seedPending, withQueryData } from '../../../testing/query-seed.tsx';
import { WishlistScreen } from './WishlistScreen.tsx';

const key = getWishlistQueryKey({ path: { userId: maya.id } });

const meta = {
  title: 'Discover/WishlistScreen',
  component: WishlistScreen,
  args: { user: maya },
  parameters: { frame: 'screen' },
} satisfies Meta<typeof WishlistScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreePeople: Story = { decorators: [withQueryData((client) => client.setQueryData(key, { wishlist: wishlistEntries }))] };

export const Empty: Story = { decorators: [withQueryData((client) => client.setQueryData(key, { wishlist: [] }))] };

export const Loading: Story = { decorators: [withQueryData((client) => seedPending(client, key))] };

export const LoadFailed: Story = { decorators: [withQueryData((client) => seedFailure(client, key))] };
