import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './Badge.tsx';
import { Heading, Notice, Text } from './Text.tsx';

const meta = {
  title: 'Design system/Text',
  component: Text,
  args: {
    $tone: 'muted',
    $size: 'sm',
    $leading: 1.45,
    children: 'More likes, more matches. Pick the plan that fits your love life.',
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Muted: Story = {};
export const Scale: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Heading as="h1" $size="xxl">
        Maya, 27
      </Heading>
      <Heading $size="xl">Premium</Heading>
      <Heading $size="md">Leo, 31</Heading>
      <Text $tone="muted" $size="md" $weight={600}>
        27 years old • Lisbon
      </Text>
      <Text $tone="primaryStrong" $size="xs" $weight={700}>
        Matched today
      </Text>
    </div>
  ),
};
export const Notices: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Notice $background="tint" $size="xs" $leading={1.45}>
        Your subscription is canceled. You keep Premium until 1 March 2027, then move to Free.
      </Notice>
      <Notice $background="goldTint" $tone="text" $size="xs" $leading={1.45}>
        <Badge $tone="gold">Test mode</Badge> No real charge.
      </Notice>
    </div>
  ),
};
