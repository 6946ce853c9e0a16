import type { Meta, StoryObj } from '@storybook/react-vite';
import { Chip, ChipList } from './Chip.tsx';

const meta = {
  title: 'Design system/Chip',
  component: Chip,
  args: { label: 'Hiking' },
  render: (args) => (
    <ChipList>
      <Chip {...args} />
    </ChipList>
  ),
} satisfies Meta<typeof Chip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tag: Story = {};
export const Removable: Story = { args: { onRemove: () => undefined } };
export const List: Story = {
  render: () => (
    <ChipList aria-label="Interests">
      {['Hiking', 'Jazz', 'Cooking', 'Photography', 'Travel'].map((interest) => (
        <Chip key={interest} label={interest} onRemove={() => undefined} />
      ))}
    </ChipList>
  ),
};
