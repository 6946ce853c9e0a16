import type { Meta, StoryObj } from '@storybook/react-vite';
import { getWishlistQueryKey } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';
import { serviceUnavailable } from '@wishlist/testing/fixtures';
import { withQueries } from '@wishlist/testing/story-queries';
import { maya, wishlistEntries } from '../../../testing/fixtures.ts';
import { WishlistScreen } from './WishlistScreen.tsx';
import { withMessages } from '@wishlist/testing/story-messages';
import { discoverCatalogue } from '../../../i18n.ts';

const key = getWishlistQueryKey({ path: { userId: maya.id } });

const meta = {
  decorators: [withMessages(discoverCatalogue)],
  title: 'Discover/WishlistScreen',
  component: WishlistScreen,
  args: { user: maya },
  parameters: { frame: 'screen' },
} satisfies Meta<typeof WishlistScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreePeople: Story = { decorators: [withQueries({ data: [[key, { wishlist: wishlistEntries }]] })] };

export const Empty: Story = { decorators: [withQueries({ data: [[key, { wishlist: [] }]] })] };

export const Loading: Story = { decorators: [withQueries({ pending: [key] })] };

export const LoadFailed: Story = { decorators: [withQueries({ failed: [[key, serviceUnavailable]] })] };
