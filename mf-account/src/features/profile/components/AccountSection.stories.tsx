import type { Meta, StoryObj } from '@storybook/react-vite';
import { AccountSection } from './AccountSection.tsx';
import { withMessages } from '@wishlist/testing/story-messages';
import { accountCatalogue } from '../../../i18n.ts';

const meta = {
  decorators: [withMessages(accountCatalogue)],
  title: 'Account/AccountSection',
  component: AccountSection,
  args: { username: 'maya' },
} satisfies Meta<typeof AccountSection>;

export default meta;
/** Download my data, and Delete my account (which opens its dialog). */
export const Default: StoryObj<typeof meta> = {};
