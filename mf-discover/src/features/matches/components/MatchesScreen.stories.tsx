import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  listConversationsInfiniteQueryKey,
  listMatchesQueryKey,
} from '@wishlist/contract/client/@tanstack/react-query.gen.ts';
import type { Conversation } from '@wishlist/contract/client/types.gen.ts';
import { serviceUnavailable } from '@wishlist/testing/fixtures';
import { withQueries } from '@wishlist/testing/story-queries';
import { conversations, maya, sam } from '../../../testing/fixtures.ts';
import { MatchesScreen } from './MatchesScreen.tsx';
import { withMessages } from '@wishlist/testing/story-messages';
import { discoverCatalogue } from '../../../i18n.ts';

const key = listConversationsInfiniteQueryKey();
const loaded = (list: Conversation[]) => ({
  pages: [
    {
      conversations: list,
      nextCursor: null,
      unreadTotal: list.reduce((total, { unreadCount }) => total + unreadCount, 0),
      newMatchTotal: 0,
    },
  ],
  pageParams: [{}],
});

const meta = {
  decorators: [withMessages(discoverCatalogue)],
  title: 'Discover/MatchesScreen',
  component: MatchesScreen,
  parameters: { frame: 'screen', sessionUser: maya },
} satisfies Meta<typeof MatchesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Jordan wrote (unread), Sam matched today and nobody has written, the conversation with Alex has ended. */
export const WithConversations: Story = { decorators: [withQueries({ data: [[key, loaded(conversations)]] })] };

export const NoMatchesYet: Story = { decorators: [withQueries({ data: [[key, loaded([])]] })] };

export const Loading: Story = { decorators: [withQueries({ pending: [key] })] };

export const LoadFailed: Story = { decorators: [withQueries({ failed: [[key, serviceUnavailable]] })] };

/** Sam matched today and Maya has not opened it yet: "New matches" on top, Sam's face first. */
export const WithANewMatch: Story = {
  decorators: [
    withQueries({
      data: [
        [key, loaded(conversations)],
        [
          listMatchesQueryKey({ path: { userId: maya.id } }),
          { matches: [{ id: sam.id, profile: sam, matchedAt: '2026-11-24T09:30:00Z', opened: false }] },
        ],
      ],
    }),
  ],
};
