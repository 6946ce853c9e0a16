import type { Meta, StoryObj } from '@storybook/react-vite';
import { listMatchesQueryKey } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';
import { serviceUnavailable } from '@wishlist/mf-shared/testing/fixtures';
import { withQueries } from '@wishlist/mf-shared/testing/story-queries';
import { matches, maya } from '../../../testing/fixtures.ts';
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

export const TwoMatches: Story = { decorators: [withQueries({ data: [[key, { matches }]] })] };

export const NoMatchesYet: Story = { decorators: [withQueries({ data: [[key, { matches: [] }]] })] };

export const Loading: Story = { decorators: [withQueries({ pending: [key] })] };

export const LoadFailed: Story = { decorators: [withQueries({ failed: [[key, serviceUnavailable]] })] };
