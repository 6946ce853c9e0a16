import type { Meta, StoryObj } from '@storybook/react-vite';
import type { LikesReceivedResponse } from '@wishlist/contract/client/types.gen.ts';
import { serviceUnavailable } from '@wishlist/testing/fixtures';
import { withQueries } from '@wishlist/testing/story-queries';
import { likesReceivedQueryKey } from '../../../api/list-likes-received.ts';
import { maya, receivedLikes } from '../../../testing/fixtures.ts';
import { LikesYouScreen } from './LikesYouScreen.tsx';
import { withMessages } from '@wishlist/testing/story-messages';
import { discoverCatalogue } from '../../../i18n.ts';

const key = likesReceivedQueryKey();
const pages = (...list: LikesReceivedResponse[]) => ({ pages: list, pageParams: list.map(() => ({})) });

const meta = {
  decorators: [withMessages(discoverCatalogue)],
  title: 'Discover/LikesYouScreen',
  component: LikesYouScreen,
  args: { user: maya },
  parameters: { frame: 'screen' },
} satisfies Meta<typeof LikesYouScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Premium or gold: the people, newest first, Jordan's super like with a star; a heart likes each back. */
export const People: Story = {
  decorators: [
    withQueries({
      data: [[key, pages({ count: 3, withComment: 0, locked: false, likes: receivedLikes, nextCursor: null })]],
    }),
  ],
};

/** A very long name ends with an ellipsis on its card; Pass and the heart stay in reach. */
export const LongNames: Story = {
  decorators: [
    withQueries({
      data: [
        [
          key,
          pages({
            count: 3,
            withComment: 0,
            locked: false,
            likes: receivedLikes.map((like) => ({
              ...like,
              profile: {
                ...like.profile,
                name: `Wolfeschlegelsteinhausenbergerdorffvoralternwaren ${like.profile.name}`,
              },
            })),
            nextCursor: null,
          }),
        ],
      ],
    }),
  ],
};

/** More people than one page: Show more loads the next. */
export const MorePages: Story = {
  decorators: [
    withQueries({
      data: [[key, pages({ count: 24, withComment: 0, locked: false, likes: receivedLikes, nextCursor: 'next' })]],
    }),
  ],
};

/** A paid member sees the comment that came with Jordan's super like, and the prompt it answers. */
export const WithComment: Story = {
  decorators: [
    withQueries({
      data: [
        [
          key,
          pages({
            count: 3,
            withComment: 1,
            locked: false,
            likes: receivedLikes.map((like, at) =>
              at === 0
                ? {
                    ...like,
                    comment: {
                      text: 'Same! Which market?',
                      on: { prompt: 'perfect_sunday', answer: 'Farmers market, then a long lunch.' },
                    },
                  }
                : like,
            ),
            nextCursor: null,
          }),
        ],
      ],
    }),
  ],
};

/** Free with a comment among the likes: "1 with a comment", nothing of who wrote it or what. */
export const LockedWithComment: Story = {
  decorators: [
    withQueries({ data: [[key, pages({ count: 3, withComment: 1, locked: true, likes: [], nextCursor: null })]] }),
  ],
};

/** Free: only the count leaves the server; blurred people drawn on the device, and the upgrade prompt. */
export const Locked: Story = {
  decorators: [
    withQueries({ data: [[key, pages({ count: 7, withComment: 0, locked: true, likes: [], nextCursor: null })]] }),
  ],
};

/** Free, and nobody likes them yet. */
export const LockedNobodyYet: Story = {
  decorators: [
    withQueries({ data: [[key, pages({ count: 0, withComment: 0, locked: true, likes: [], nextCursor: null })]] }),
  ],
};

/** Premium, nobody new. */
export const Empty: Story = {
  decorators: [
    withQueries({ data: [[key, pages({ count: 0, withComment: 0, locked: false, likes: [], nextCursor: null })]] }),
  ],
};

export const Loading: Story = { decorators: [withQueries({ pending: [key] })] };

export const LoadFailed: Story = { decorators: [withQueries({ failed: [[key, serviceUnavailable]] })] };
