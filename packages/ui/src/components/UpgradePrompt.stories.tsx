import type { Meta, StoryObj } from '@storybook/react-vite';
import { UpgradeDialog, UpgradePrompt } from './UpgradePrompt.tsx';

const meta = {
  title: 'Design system/UpgradePrompt',
  component: UpgradePrompt,
  args: {
    title: 'See who likes you',
    text: 'Premium shows everyone who added you, so you can like them back.',
    plan: 'Premium',
  },
} satisfies Meta<typeof UpgradePrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A locked feature in place, with the way to /pricing. */
export const Inline: Story = {};

/** What a tap on a locked button opens. */
export const AsDialog: Story = {
  args: {
    title: 'Super likes come with Gold',
    text: 'Stand out: they see a star on your card and you come first in their deck.',
    plan: 'Gold',
  },
  render: (args) => <UpgradeDialog {...args} onClose={() => undefined} />,
};
