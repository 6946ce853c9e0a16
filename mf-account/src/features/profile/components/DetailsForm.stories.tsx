import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { completeProfile, newProfile } from '../../../testing/fixtures.ts';
import { DetailsForm } from './DetailsForm.tsx';
import { withMessages } from '@wishlist/testing/story-messages';
import { accountCatalogue } from '../../../i18n.ts';

const meta = {
  decorators: [withMessages(accountCatalogue)],
  title: 'Account/DetailsForm',
  component: DetailsForm,
  args: { onSaved: fn() },
} satisfies Meta<typeof DetailsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { profile: newProfile } };

export const Filled: Story = { args: { profile: completeProfile } };
