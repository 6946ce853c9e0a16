import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { Button } from './Button.tsx';
import { keepClearOfToasts, toast, type ToastOptions } from './Toast.tsx';

/** Raises its toast when shown; the global decorators render the one <Toaster />, as the shell does. */
function ToastDemo(props: ToastOptions) {
  useEffect(() => {
    toast(props);
  }, [props]);
  return <Button onClick={() => toast(props)}>Show the toast again</Button>;
}

const meta = {
  title: 'Design system/Toast',
  component: ToastDemo,
  args: { title: 'Welcome back!', description: 'Successfully logged in.' },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {};
export const TitleOnly: Story = { args: { title: 'Message sent!', description: undefined } };
export const Destructive: Story = {
  args: { title: 'Login failed', description: 'Invalid username or password.', variant: 'destructive' },
};
export const WithAction: Story = {
  args: {
    title: 'Daily Limit Reached',
    description: 'Upgrade to Premium for more daily likes!',
    variant: 'destructive',
    action: { label: 'Upgrade', onClick: () => undefined },
  },
};

/** A screen's tools marked `keepClearOfToasts` (Discover's likes counter): the toast shows below them. */
export const BelowTheToolsOfAScreen: Story = {
  decorators: [
    (Story) => (
      <>
        <div {...keepClearOfToasts} style={{ height: 120, padding: 12, background: '#fde7ee' }}>
          A header and a bar of tools that stay in reach
        </div>
        <Story />
      </>
    ),
  ],
};
