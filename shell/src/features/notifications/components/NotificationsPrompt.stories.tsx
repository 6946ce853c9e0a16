import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { NotificationsPrompt } from './NotificationsPrompt.tsx';

const meta = {
  title: 'Shell/NotificationsPrompt',
  component: NotificationsPrompt,
  args: { onTurnOn: fn(), onNotNow: fn() },
} satisfies Meta<typeof NotificationsPrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** After a first match or message: the app asks before the browser does. */
export const AfterAFirstMatch: Story = {};
