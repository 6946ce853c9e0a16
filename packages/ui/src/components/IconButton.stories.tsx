import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconButton, IconLink } from './IconButton.tsx';
import { CloseIcon, HeartIcon, HeartOutlineIcon } from './icons.tsx';

const meta = {
  title: 'Design system/IconButton',
  component: IconButton,
  args: { label: 'Add to wishlist', icon: <HeartIcon size={28} />, variant: 'primary', size: 64 },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Pass: Story = { args: { label: 'Pass', icon: <CloseIcon size={28} />, variant: 'pass', size: 56 } };
export const Plain: Story = {
  args: { label: 'My Wishlist', icon: <HeartOutlineIcon size={22} />, variant: 'plain', size: 44 },
};
export const Disabled: Story = { args: { disabled: true } };
export const CardActions: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 24, justifyContent: 'center' }}>
      <IconButton label="Pass" icon={<CloseIcon size={28} />} variant="pass" size={60} />
      <IconButton label="Add to wishlist" icon={<HeartIcon size={28} />} variant="primary" size={60} />
    </div>
  ),
};
export const AsLink: Story = {
  render: () => <IconLink to="/wishlist" label="My Wishlist" icon={<HeartOutlineIcon size={22} />} />,
};
