import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Switch, type SwitchProps } from './Switch.tsx';

function FlippingSwitch(props: SwitchProps) {
  const [checked, setChecked] = useState(false);
  return <Switch {...props} checked={checked} onChange={setChecked} />;
}

const meta = {
  title: 'Design system/Switch',
  component: Switch,
  args: {
    label: 'Incognito',
    description: 'Only people you added see you.',
    checked: false,
    onChange: () => undefined,
  },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {};
export const On: Story = { args: { checked: true } };
export const Disabled: Story = { args: { disabled: true } };
/** Flips on a tap. */
export const Interactive: Story = {
  render: (args) => <FlippingSwitch {...args} />,
};
