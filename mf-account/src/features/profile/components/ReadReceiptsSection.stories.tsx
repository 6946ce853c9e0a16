import type { Meta, StoryObj } from '@storybook/react-vite';
import { completeProfile } from '../../../testing/fixtures.ts';
import { ReadReceiptsSection } from './ReadReceiptsSection.tsx';
import { withMessages } from '@wishlist/testing/story-messages';
import { accountCatalogue } from '../../../i18n.ts';

const meta = {
  decorators: [withMessages(accountCatalogue)],
  title: 'Account/ReadReceiptsSection',
  component: ReadReceiptsSection,
  args: { profile: completeProfile },
} satisfies Meta<typeof ReadReceiptsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Shared (the default): people with read receipts see when the person reads their messages. */
export const On: Story = {};

/** Turned off: nobody is told, now or later. */
export const Off: Story = { args: { profile: { ...completeProfile, shareReadReceipts: false } } };
