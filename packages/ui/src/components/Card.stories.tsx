import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './Badge.tsx';
import { Button } from './Button.tsx';
import { Card, CardTitle } from './Card.tsx';

const meta = {
  title: 'Design system/Card',
  component: Card,
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <Card>
      <CardTitle>Response Times</CardTitle>
      <p>General inquiries: within 24 hours</p>
    </Card>
  ),
};
export const Spacious: Story = {
  render: () => (
    <Card $padding="lg">
      <CardTitle>
        Subscription <Badge $tone="gold">gold</Badge>
      </CardTitle>
      <p>Daily likes: 12 (unlimited)</p>
      <Button variant="secondary">Manage Subscription</Button>
    </Card>
  ),
};
