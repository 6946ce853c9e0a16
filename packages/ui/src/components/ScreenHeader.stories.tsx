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
