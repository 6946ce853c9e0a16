import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChosenFiles } from './ChosenFiles.tsx';
import { withMessages } from '@wishlist/testing/story-messages';
import { accountCatalogue } from '../../i18n.ts';

const meta = {
  decorators: [withMessages(accountCatalogue)],
  title: 'Account/ChosenFiles',
  component: ChosenFiles,
  args: {
    files: [
      {
        id: 'a',
        name: 'beach.jpg',
        size: 2_400_000,
        percentage: 60,
        failed: false,
        description: 'Me on the beach at Coney Island',
      },
      {
        id: 'b',
        name: 'a-very-long-name-for-a-photo-taken-on-the-hike-last-summer.png',
        size: 830_000,
        percentage: 0,
        failed: false,
        description: '',
      },
    ],
    busy: false,
    onRemove: () => undefined,
  },
} satisfies Meta<typeof ChosenFiles>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Chosen, not yet sent: each file's size, and a button to remove it. */
export const Chosen: Story = {};

/** Photos: each asks what it shows (optional), to be its text for people who cannot see it. */
export const Describable: Story = { args: { onDescribe: () => undefined } };

/** Uploading: each file's progress, and nothing can be removed. */
export const Uploading: Story = { args: { busy: true } };

/** After an upload: the file that failed says so, and stays for the next try. */
export const OneFailed: Story = {
  args: {
    files: [{ id: 'a', name: 'beach.jpg', size: 2_400_000, percentage: 0, failed: true, description: '' }],
  },
};
