import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './Button.tsx';
import { Card, CardTitle } from './Card.tsx';
import { Input } from './Field.tsx';
import { FormStack, ListStack, ScreenBody, Stack } from './Stack.tsx';

const meta = {
  title: 'Design system/Stack',
  component: Stack,
  args: { $gap: 'md' },
  argTypes: { $gap: { control: 'inline-radio', options: ['xs', 'sm', 'md', 'lg', 'xl'] } },
  render: (args) => (
    <Stack {...args}>
      <Card>One</Card>
      <Card>Two</Card>
      <Card>Three</Card>
    </Stack>
  ),
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SmallGap: Story = { args: { $gap: 'sm' } };
export const AsList: Story = {
  render: (args) => (
    <ListStack $gap={args.$gap}>
      <li>Maya</li>
      <li>Leo</li>
      <li>Sofia</li>
    </ListStack>
  ),
};
export const Form: Story = {
  render: () => (
    <FormStack aria-label="Sign in" onSubmit={(event) => event.preventDefault()}>
      <Input label="Email" type="email" />
      <Input label="Password" type="password" />
      <Button type="submit" block>
        Sign In
      </Button>
    </FormStack>
  ),
};
export const Screen: Story = {
  render: () => (
    <ScreenBody>
      <Card>
        <CardTitle>Photos</CardTitle>
      </Card>
      <Card>
        <CardTitle>Interests</CardTitle>
      </Card>
    </ScreenBody>
  ),
};
