import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from './Button.tsx';
import { Dialog, type DialogProps } from './Dialog.tsx';
import { Input } from './Field.tsx';

function DialogDemo(props: Omit<DialogProps, 'open' | 'onOpenChange'> & { initiallyOpen: boolean }) {
  const { initiallyOpen, ...dialog } = props;
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button variant="ghost" onClick={() => setOpen(true)}>
        Forgot password
      </Button>
      <Dialog {...dialog} open={open} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: 'Design system/Dialog',
  component: DialogDemo,
  args: {
    initiallyOpen: true,
    title: 'Reset Password',
    description: "Enter your username and we'll send you instructions to reset your password.",
    children: (
      <>
        <Input label="Username" autoComplete="username" />
        <Button block>Send Reset</Button>
      </>
    ),
  },
} satisfies Meta<typeof DialogDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const Closed: Story = { args: { initiallyOpen: false } };
export const WithoutDescription: Story = {
  args: {
    title: 'Edit Interests',
    description: undefined,
    children: <Input label="Add an interest" placeholder="e.g. Hiking" />,
  },
};
