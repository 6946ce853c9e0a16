import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, ButtonLink } from './Button.tsx';
import { HeartIcon } from './icons.tsx';

const meta = {
  title: 'Design system/Button',
  component: Button,
  args: { children: 'Sign In' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Back' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Forgot password' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Cancel Subscription' } };
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
};
export const FullWidthWithIcon: Story = {
  args: {
    block: true,
    size: 'lg',
    children: (
      <>
        <HeartIcon size={20} /> Add to Wishlist
      </>
    ),
  },
};
export const Pending: Story = { args: { disabled: true, block: true, children: 'Signing In...' } };
export const AsLink: Story = {
  render: () => (
    <ButtonLink to="/signup" block size="lg">
      Sign Up/Sign In
    </ButtonLink>
  ),
};
