import { withMessages } from '@wishlist/testing/story-messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { SessionEndedScreen } from './SessionEndedScreen.tsx';
import { shellCatalogue } from '../../../i18n.ts';

// The screen that takes the place of any open screen when the server ends the session (SessionGate).
const meta = {
  title: 'Shell/Screens/SessionEnded',
  component: SessionEndedScreen,
  decorators: [withMessages(shellCatalogue)],
  parameters: { frame: 'screen', router: { url: '/app' } },
  args: { onLeave: () => undefined },
} satisfies Meta<typeof SessionEndedScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOutElsewhere: Story = {
  args: {
    ended: {
      code: 'SIGNED_OUT_ELSEWHERE',
      message: 'You were signed out on another device. Sign in again.',
    },
  },
};

export const Suspended: Story = {
  args: {
    ended: {
      code: 'ACCOUNT_SUSPENDED',
      message: 'This account is suspended until 2 December 2026.',
      until: '2026-12-02T10:00:00Z',
    },
  },
};

export const Banned: Story = {
  args: { ended: { code: 'ACCOUNT_BANNED', message: 'This account has been banned.' } },
};

/** An expired or unknown session: nothing more to say than to sign in again. */
export const Expired: Story = {
  args: { ended: { code: 'UNAUTHENTICATED', message: 'Sign in to continue.' } },
};
