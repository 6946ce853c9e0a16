import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Uploader } from './Uploader.tsx';
import { withMessages } from '@wishlist/testing/story-messages';
import { accountCatalogue } from '../../i18n.ts';

const meta = {
  decorators: [withMessages(accountCatalogue)],
  title: 'Account/Uploader',
  component: Uploader,
  args: {
    restrictions: {
      maxNumberOfFiles: 5,
      maxFileSize: 10_485_760,
      allowedFileTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif'],
    },
    chooseLabel: 'Add Photo',
    uploadLabel: (count: number) => `Upload ${String(count)} Photos`,
    progressLabel: 'Uploading photos',
    keptLabel: (chosen: number, kept: number) =>
      `You chose ${String(chosen)} photos; only the first ${String(kept)} were kept.`,
    // Stories do not upload: the target is refused, and the file is listed as not uploaded.
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
    restrictions: { maxNumberOfFiles: 1, maxFileSize: 50_485_760, allowedFileTypes: ['video/mp4', 'video/quicktime'] },
    chooseLabel: 'Upload Video',
    uploadLabel: () => 'Start Upload',
    progressLabel: 'Uploading video',
  },
};

/** A 1×1 PNG, so the thumbnail generator has a real image to draw. */
const pixel = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

/** As the file picker does: the chosen files on the input, then its change event. */
function chooseInStory(canvasElement: HTMLElement, files: File[]) {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  Object.defineProperty(input, 'files', { configurable: true, value: files });
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Six photos chosen at once: the first five are kept, with their thumbnails, and the screen says so. */
export const SixChosen: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('button', { name: 'Add Photo' });
    chooseInStory(
      canvasElement,
      Array.from({ length: 6 }, (_, n) => new File([pixel], `photo-${String(n + 1)}.png`, { type: 'image/png' })),
    );
    await canvas.findByRole('status');
  },
};

/** A type the server does not decode: refused before anything is sent, with the types it takes (for 5 s). */
export const RefusedType: Story = {
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('button', { name: 'Add Photo' });
    chooseInStory(canvasElement, [new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' })]);
    await canvas.findByRole('alert');
  },
};
