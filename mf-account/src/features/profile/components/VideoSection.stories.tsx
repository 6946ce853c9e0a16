import type { Meta, StoryObj } from '@storybook/react-vite';
import { screen, userEvent } from 'storybook/test';
import { completeProfile, newProfile } from '../../../testing/fixtures.ts';
import { VideoSection } from './VideoSection.tsx';
import { withMessages } from '@wishlist/testing/story-messages';
import { accountCatalogue } from '../../../i18n.ts';

const meta = {
  decorators: [withMessages(accountCatalogue)],
  title: 'Account/VideoSection',
  component: VideoSection,
} satisfies Meta<typeof VideoSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No video yet: what one is for, and 'Upload Video'. */
export const NoVideo: Story = { args: { profile: newProfile } };

/** The video plays here; 'Remove Video' under it, 'Upload Video' replaces it. */
export const WithVideo: Story = {
  args: { profile: { ...completeProfile, introVideo: '/media/users/maya/intro.mp4' } },
};

/** 'Remove Video' asks once more: the video is deleted for good. */
export const AskingToRemove: Story = {
  args: WithVideo.args,
  // The dialog is rendered in a portal, outside the story's canvas.
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Video' }));
    await screen.findByRole('dialog', { name: 'Remove your introduction video?' });
  },
};
