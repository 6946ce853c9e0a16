import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClientProvider } from '@tanstack/react-query';
import { getWishlistQueryKey } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';
import { createQueryClient } from '@wishlist/mf-shared/query-client';
import { maya, profile } from '../../../test/fixtures.ts';
import { MainNavigation } from './MainNavigation.tsx';

/** A QueryClient holding Maya's wishlist of `count` people, as the Wishlist screen would have loaded it. */
function withWishlist(count: number) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(getWishlistQueryKey({ path: { userId: maya.id } }), {
    wishlist: Array.from({ length: count }, (_, index) => ({ id: profile(index).id, profile: profile(index), createdAt: '2026-11-22T09:30:00Z' })),
  });
  return queryClient;
}

const meta = {
  title: 'Shell/Navigation/MainNavigation',
  component: MainNavigation,
  parameters: { sessionUser: maya, router: { url: '/app' } },
} satisfies Meta<typeof MainNavigation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EmptyWishlist: Story = {
  decorators: [(Story) => <QueryClientProvider client={withWishlist(0)}><Story /></QueryClientProvider>],
};
export const WithWishlistBadge: Story = {
  decorators: [(Story) => <QueryClientProvider client={withWishlist(3)}><Story /></QueryClientProvider>],
};
export const OnWishlist: Story = {
  decorators: [(Story) => <QueryClientProvider client={withWishlist(12)}><Story /></QueryClientProvider>],
  parameters: { router: { url: '/wishlist' } },
};
