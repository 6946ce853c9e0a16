import type { Meta, StoryObj } from '@storybook/react-vite';
import { listCitiesQueryKey } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';
import { withQueries } from '@wishlist/testing/story-queries';
import { cities, completeProfile } from '../../../testing/fixtures.ts';
import { PreferencesSection } from './PreferencesSection.tsx';
import { withMessages } from '@wishlist/testing/story-messages';
import { accountCatalogue } from '../../../i18n.ts';

const meta = {
  title: 'Account/PreferencesSection',
  component: PreferencesSection,
  args: { profile: completeProfile },
  decorators: [withMessages(accountCatalogue), withQueries({ data: [[listCitiesQueryKey(), { cities }]] })],
} satisfies Meta<typeof PreferencesSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A woman who wants to see everyone, in Austin. */
export const Chosen: Story = {};

/** Nothing chosen yet: "Choose..." and no location. */
export const NotChosen: Story = {
  args: { profile: { ...completeProfile, gender: null, showMe: null, coordinates: null, location: '' } },
};
