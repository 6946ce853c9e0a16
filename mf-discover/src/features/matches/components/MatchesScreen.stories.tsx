import type { Meta, StoryObj } from '@storybook/react-vite';
import { listMatchesQueryKey } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';
import { matches, maya } from '../../../testing/fixtures.ts';
import { seedFailure, seedPending, withQueryData } from '../../../testing/query-seed.tsx';
import { MatchesScreen } from './MatchesScreen.tsx';

const key = listMatchesQueryKey({ path: { userId: maya.id } });

const meta = {
  title: 'Discover/MatchesScreen',
  component: MatchesScreen,
  args: { user: maya },
  parameters: { frame: 'screen' },
} satisfies Meta<typeof MatchesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoMatches: Story = { decorators: [withQueryData((client) => client.setQueryData(key, { matches }))] };

export const NoMatchesYet: Story = { decorators: [withQueryData((client) => client.setQueryData(key, { matches: [] }))] };

export const Loading: Story = { decorators: [withQueryData((client) => seedPending(client, key))] };

export const LoadFailed: Story = { decorators: [withQueryData((client) => seedFailure(client, key))] };
