import type { Meta, StoryObj } from '@storybook/react-vite';
import { PhotoViewer } from './PhotoViewer.tsx';

/** A plain coloured picture with its number, so the stories need no network. */
const picture = (colour: string, n: number) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="400" height="500"><rect width="400" height="500" fill="${colour}"/><text x="200" y="270" font-size="120" text-anchor="middle" fill="white">${String(n)}</text></svg>`)}`;

const meta = {
  title: 'Design system/PhotoViewer',
  component: PhotoViewer,
  args: {
    openAt: 0,
    onClose: () => {},
    title: 'Photos of Maya',
    photos: ['#c2185b', '#1e7a4f', '#3949ab'].map((colour, n) => ({
      src: picture(colour, n + 1),
      alt: `Maya's photo ${String(n + 1)}`,
    })),
  },
} satisfies Meta<typeof PhotoViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPhoto: Story = {};
export const OpenedOnTheSecond: Story = { args: { openAt: 1 } };
