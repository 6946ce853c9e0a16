import type { Meta, StoryObj } from '@storybook/react-vite';
import { withMessages } from '@wishlist/testing/story-messages';
import { accountCatalogue } from '../../../i18n.ts';
import { LanguageSection } from './LanguageSection.tsx';

const meta = {
  title: 'Account/LanguageSection',
  component: LanguageSection,
  decorators: [withMessages(accountCatalogue)],
} satisfies Meta<typeof LanguageSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** English or العربية: choosing one reloads the page in it (the toolbar's language shows the section in it). */
export const Default: Story = {};
