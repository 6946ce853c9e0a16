import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { InterestsDialog, InterestsSection } from './InterestsSection.tsx';
import { withMessages } from '@wishlist/testing/story-messages';
import { accountCatalogue } from '../../../i18n.ts';

const meta = {
  decorators: [withMessages(accountCatalogue)],
  title: 'Account/Interests',
  component: InterestsSection,
} satisfies Meta<typeof InterestsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithInterests: Story = { args: { interests: ['Hiking', 'Coffee', 'Live music', 'Board games'] } };

export const None: Story = { args: { interests: [] } };

/** The 'Edit' dialog: type and press Enter or Add; each chip removes itself. */
export const EditDialog: Story = {
  args: { interests: ['Hiking', 'Coffee'] },
  render: ({ interests }) => <InterestsDialog interests={interests} open onOpenChange={fn()} />,
};
