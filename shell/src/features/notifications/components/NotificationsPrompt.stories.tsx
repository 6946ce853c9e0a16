import { withMessages } from '@wishlist/testing/story-messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { NotificationsPrompt } from './NotificationsPrompt.tsx';
import { shellCatalogue } from '../../../i18n.ts';

const meta = {
  title: 'Shell/NotificationsPrompt',
  component: NotificationsPrompt,
  decorators: [withMessages(shellCatalogue)],
  args: { onTurnOn: fn(), onNotNow: fn() },
} satisfies Meta<typeof NotificationsPrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** After a first match or message: the app asks before the browser does. */
export const AfterAFirstMatch: Story = {};
