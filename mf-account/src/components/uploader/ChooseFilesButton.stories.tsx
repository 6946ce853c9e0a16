import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ChooseFilesButton } from './ChooseFilesButton.tsx';
import { withMessages } from '@wishlist/testing/story-messages';
import { accountCatalogue } from '../../i18n.ts';

const meta = {
  decorators: [withMessages(accountCatalogue)],
  title: 'Account/ChooseFilesButton',
  component: ChooseFilesButton,
  args: {
    label: 'Add Photo',
    restrictions: {
      maxNumberOfFiles: 5,
      maxFileSize: 10_485_760,
      allowedFileTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif'],
    },
    onChoose: fn(),
    onAboutToChoose: fn(),
  },
} satisfies Meta<typeof ChooseFilesButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As the page shows it before the uploader's code has loaded (and the edge renders it): it opens the file picker alone. */
export const Ready: Story = {};

/** While an upload is under way. */
export const Busy: Story = { args: { disabled: true } };
