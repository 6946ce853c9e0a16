import type { Meta, StoryObj } from '@storybook/react-vite';
import { ButtonLink } from './Button.tsx';
import { HeartOutlineIcon } from './icons.tsx';
import { EmptyState, LoadingState } from './States.tsx';

const meta = {
  title: 'Design system/States',
  component: LoadingState,
  args: { text: 'Finding amazing people...' },
} satisfies Meta<typeof LoadingState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {};
export const Empty: Story = {
  render: () => (
    <EmptyState
      icon={<HeartOutlineIcon size={32} />}
      title="Your wishlist is empty"
      text="Start discovering amazing people and add them to your wishlist!"
      action={<ButtonLink to="/app">Start Discovering</ButtonLink>}
    />
  ),
};
export const EmptyWithoutAction: Story = {
  render: () => <EmptyState title="No matches yet" text="When someone you added adds you too, they show up here." />,
};
