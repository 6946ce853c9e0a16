import type { Meta, StoryObj } from '@storybook/react-vite';
import { getEntitlementsQueryKey } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';
import type { Entitlements, MessagesPage } from '@wishlist/contract/client/types.gen.ts';
import { messagesQueryKey } from '@wishlist/shared-data/conversations';
import { apiError, serviceUnavailable } from '@wishlist/testing/fixtures';
import { withQueries } from '@wishlist/testing/story-queries';
import { chat, entitlements, jordan, maya, message, messagesPage } from '../../../testing/fixtures.ts';
import { ConversationScreen } from './ConversationScreen.tsx';
import { withMessages } from '@wishlist/testing/story-messages';
import { discoverCatalogue } from '../../../i18n.ts';

const key = messagesQueryKey(jordan.id);

/** The conversation loaded as `page`, on the plan `plan`. */
function withConversation(page: MessagesPage, plan: Entitlements = entitlements.premium) {
  return withQueries({
    data: [
      [key, { pages: [page], pageParams: [{ path: { profileId: jordan.id } }] }],
      [getEntitlementsQueryKey(), plan],
    ],
  });
}

const meta = {
  decorators: [withMessages(discoverCatalogue)],
  title: 'Discover/ConversationScreen',
  component: ConversationScreen,
  args: { profileId: jordan.id },
  parameters: { frame: 'screen', sessionUser: maya },
} satisfies Meta<typeof ConversationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Yesterday and today with Jordan, the composer below. */
export const WithMessages: Story = { decorators: [withConversation(messagesPage(jordan, chat))] };

/** Just matched: nobody has written yet. */
export const Empty: Story = { decorators: [withConversation(messagesPage(jordan, []))] };

export const Loading: Story = { decorators: [withQueries({ pending: [key] })] };

export const LoadFailed: Story = { decorators: [withQueries({ failed: [[key, serviceUnavailable]] })] };

/** Not a match (a link to someone the user never matched with). */
export const NotMatched: Story = {
  decorators: [
    withQueries({ failed: [[key, apiError(403, 'Forbidden', 'You can only write to your matches.', 'NOT_MATCHED')]] }),
  ],
};

/** A free user with 3 of today's 20 messages left: the composer says so. */
export const FreeWithMessagesLeft: Story = {
  decorators: [
    withConversation(messagesPage(jordan, chat), {
      ...entitlements.free,
      used: { ...entitlements.free.used, messagesToday: 17 },
    }),
  ],
};

/** A free user who sent today's 20 messages: why the composer is gone, when it comes back, and the upgrade. */
export const AtTheLimit: Story = {
  decorators: [
    withConversation(messagesPage(jordan, chat), {
      ...entitlements.free,
      used: { ...entitlements.free.used, messagesToday: 20 },
    }),
  ],
};

/** Unmatched: the history stays, and there is no composer. */
export const Closed: Story = { decorators: [withConversation(messagesPage(jordan, chat, false))] };

/** A gold sender: "Seen" with the time under the last message Jordan read. */
export const WithSeen: Story = {
  decorators: [
    withConversation(
      messagesPage(jordan, [
        message(false, 'Are you free on Saturday?', 90),
        message(true, 'I am! Coffee at 11?', 80, new Date(Date.now() - 70 * 60_000).toISOString()),
        message(true, 'There is a great place near the park.', 79, new Date(Date.now() - 70 * 60_000).toISOString()),
        message(true, 'Let me know 🙂', 5, null),
      ]),
      entitlements.gold,
    ),
  ],
};
