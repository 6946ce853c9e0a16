import type { Meta, StoryObj } from '@storybook/react-vite';
import { Avatar } from './Avatar.tsx';
import { Badge } from './Badge.tsx';
import { ScreenHeader } from './ScreenHeader.tsx';

const meta = {
  title: 'Design system/ScreenHeader',
  component: ScreenHeader,
  args: { title: 'My Wishlist', backTo: '/app', backLabel: 'Back to Discover' },
} satisfies Meta<typeof ScreenHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithBack: Story = {};
export const TitleOnly: Story = { args: { title: 'Discover', backTo: undefined } };

/** A title longer than the bar, as a longer language makes it: it wraps, whole. */
export const LongTitle: Story = {
  args: { title: 'Terms and Conditions of a screen whose title is longer than its bar' },
};
export const WithActions: Story = {
  args: {
    title: 'Wishlist',
    backTo: undefined,
    actions: (
      <>
        <Badge $tone="gold">gold</Badge>
        <Avatar name="Maya Lopez" size={36} />
      </>
    ),
  },
};
