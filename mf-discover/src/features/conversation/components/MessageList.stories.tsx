import type { Meta, StoryObj } from '@storybook/react-vite';
import { chat } from '../../../testing/fixtures.ts';
import { timeline } from '../utils/timeline.ts';
import { MessageList } from './MessageList.tsx';

const now = new Date().toISOString();

const meta = {
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
