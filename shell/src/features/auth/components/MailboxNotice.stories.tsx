import { withMessages } from '@wishlist/testing/story-messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MailboxNotice } from './MailboxNotice.tsx';
import { shellCatalogue } from '../../../i18n.ts';

const meta = {
  title: 'Shell/Mailbox/MailboxNotice',
  component: MailboxNotice,
  decorators: [withMessages(shellCatalogue)],
} satisfies Meta<typeof MailboxNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What the login screen shows after Send Reset, in demo mode. */
export const OnLogin: Story = {};
/** The signup's code step: the mailbox opens in a new tab, so the step stays. */
export const InNewTab: Story = { args: { newTab: true } };
/** The signup's code step in demo mode: the code the send answered, to be typed (spec §2). */
export const WithDemoCode: Story = { args: { newTab: true, code: '482913' } };
