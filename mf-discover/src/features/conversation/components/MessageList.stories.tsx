import type { Meta, StoryObj } from '@storybook/react-vite';
import { chat, jordan, message } from '../../../testing/fixtures.ts';
import { timeline } from '../utils/timeline.ts';
import { MessageList } from './MessageList.tsx';
import { withMessages } from '@wishlist/testing/story-messages';
import { discoverCatalogue } from '../../../i18n.ts';

const now = new Date().toISOString();

const meta = {
  decorators: [withMessages(discoverCatalogue)],
  title: 'Discover/MessageList',
  component: MessageList,
  args: { items: timeline(chat, []), onRetry: () => undefined },
} satisfies Meta<typeof MessageList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sent: Story = {};

/** A message on its way: shown at once, faded, "Sending...". */
export const Sending: Story = {
  args: {
    items: timeline(chat, [
      { clientId: 'a6c1f0de-1b1e-4b39-9d7e-3f5c2e8a1b00', text: 'See you there!', sentAt: now, failed: false },
    ]),
  },
};

/** A send that failed: "Not sent — Retry". */
export const NotSent: Story = {
  args: {
    items: timeline(chat, [
      { clientId: 'a6c1f0de-1b1e-4b39-9d7e-3f5c2e8a1b01', text: 'See you there!', sentAt: now, failed: true },
    ]),
  },
};

/** The match began with the user's comment on Jordan's prompt: it opens the conversation, under what it answers. */
export const OpenedByAComment: Story = {
  args: {
    items: timeline(
      [
        {
          ...message(true, 'Which bakery, though?', 90),
          answers: { prompt: 'perfect_sunday', answer: 'Croissants at dawn, a bookshop, then a gig.' },
        },
        message(false, 'The one on Bedford, obviously. You?', 60),
      ],
      [],
    ),
  },
};

/** Jordan's comment on the user's photo opened the conversation. */
export const OpenedByACommentOnAPhoto: Story = {
  args: {
    items: timeline(
      [
        {
          ...message(false, 'Is that Big Sur?', 30),
          answers: { photo: jordan.instagramPhotos[1] ?? jordan.profilePhoto },
        },
      ],
      [],
    ),
  },
};
