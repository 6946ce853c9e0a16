import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Uploader } from './Uploader.tsx';

const meta = {
  title: 'Account/Uploader',
  component: Uploader,
  args: {
    id: 'story-photos',
    restrictions: { maxNumberOfFiles: 5, maxFileSize: 10_485_760, allowedFileTypes: ['image/*'] },
    chooseLabel: 'Add Photo',
    uploadLabel: (count: number) => `Upload ${String(count)} Photos`,
    progressLabel: 'Uploading photos',
    keptLabel: (chosen: number, kept: number) => `You chose ${String(chosen)} photos; only the first ${String(kept)} were kept.`,
    // Stories do not upload: the target is refused, which Uppy reports as a failed file.
    getTarget: () => Promise.reject(new Error('Stories do not upload')),
    onUploaded: fn(() => Promise.resolve()),
  },
} satisfies Meta<typeof Uploader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Photos: up to 5 images of up to 10 MB; nothing starts until 'Upload' is pressed. */
export const Photos: Story = {};

/** The introduction video: one file up to 50485760 bytes. */
export const Video: Story = {
  args: {
    id: 'story-video',
    restrictions: { maxNumberOfFiles: 1, maxFileSize: 50_485_760, allowedFileTypes: ['video/*'] },
    chooseLabel: 'Upload Video',
    uploadLabel: () => 'Start Upload',
    progressLabel: 'Uploading video',
  },
};
