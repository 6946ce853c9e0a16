import type { Meta, StoryObj } from '@storybook/react-vite';
import { Input, Select, TextArea } from './Field.tsx';

const meta = {
  title: 'Design system/Field',
  component: Input,
  args: { label: 'Username', name: 'username', autoComplete: 'username' },
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TextInput: Story = {};
export const WithHint: Story = { args: { label: 'Password', type: 'password', hint: 'At least 8 characters.' } };
export const WithError: Story = {
  args: { label: 'Email', type: 'email', defaultValue: 'maya@', error: 'Enter a valid email address.' },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'maya' } };
export const MultiLine: Story = {
  render: () => <TextArea label="Message" placeholder="How can we help?" />,
};
export const MultiLineWithError: Story = {
  render: () => <TextArea label="Message" error="Please write a message." />,
};
export const Choice: Story = {
  render: () => (
    <Select label="Category" defaultValue="general">
      <option value="general">General Inquiry</option>
      <option value="technical">Technical Support</option>
      <option value="billing">Billing</option>
    </Select>
  ),
};
