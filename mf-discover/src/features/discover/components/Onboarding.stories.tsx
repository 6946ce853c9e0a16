import type { Meta, StoryObj } from '@storybook/react-vite';
import { listCitiesQueryKey } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';
import type { OwnProfile } from '@wishlist/contract/client/types.gen.ts';
import { withQueries } from '@wishlist/testing/story-queries';
import { expect, fn, userEvent, within } from 'storybook/test';
import { maya } from '../../../testing/fixtures.ts';
import { Onboarding } from './Onboarding.tsx';
import { withMessages } from '@wishlist/testing/story-messages';
import { discoverCatalogue } from '../../../i18n.ts';
import { startingFilters } from '@wishlist/testing/fixtures';

/** A profile as signup leaves it: no name, nothing else. */
const newProfile: OwnProfile = {
  id: maya.id,
  firstName: '',
  lastName: '',
  birthDate: null,
  age: null,
  location: '',
  bio: null,
  profilePhoto: null,
  instagramHandle: '',
  instagramPhotos: [],
  introVideo: null,
  interests: [],
  discoverable: false,
  underAgeDeclared: false,
  gender: null,
  showMe: null,
  coordinates: null,
  incognito: false,
  shareReadReceipts: true,
  filters: startingFilters,
  prompts: [],
  intention: null,
};
const adult = { ...newProfile, birthDate: '1996-04-12', age: 30, discoverable: true };
const cities = {
  cities: [
    { name: 'Austin, TX', latitude: 30.2672, longitude: -97.7431 },
    { name: 'Denver, CO', latitude: 39.7392, longitude: -104.9903 },
  ],
};

const meta = {
  title: 'Discover/Onboarding',
  component: Onboarding,
  args: { profile: newProfile, onDone: fn() },
  parameters: { frame: 'screen' },
  decorators: [withMessages(discoverCatalogue), withQueries({ data: [[listCitiesQueryKey(), cities]] })],
} satisfies Meta<typeof Onboarding>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: the birth date, with why it is asked (adults only) and that it is set once. */
export const BirthDate: Story = {};

/** Someone who gave an under-18 birth date: the app stays closed, and says why and what to do. */
export const UnderAgeDeclared: Story = { args: { profile: { ...newProfile, underAgeDeclared: true } } };

/** Step 2: the first name, empty (a profile has no name until its owner gives one; never the username). */
export const FirstName: Story = { args: { profile: { ...adult, discoverable: false }, initialStep: 'firstName' } };

/** A blank first name is said in plain words before anything is sent. */
export const BlankFirstName: Story = {
  args: FirstName.args,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('First name'), '   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByText('Please enter your first name.')).toBeVisible();
  },
};

/** Step 3: gender and "show me", saved as soon as they are chosen. */
export const Preferences: Story = { args: { profile: adult, initialStep: 'preferences' } };

/** Step 4: the location, from the browser or a city; what others learn of it. */
export const Location: Story = { args: { profile: adult, initialStep: 'location' } };

/** Step 4, chosen: the city shows above the choices. */
export const LocationChosen: Story = {
  args: {
    profile: { ...adult, location: 'Austin, TX', coordinates: { latitude: 30.2672, longitude: -97.7431 } },
    initialStep: 'location',
  },
};

/** Step 5: photos, strongly asked for; skipping leaves the initials placeholder. */
export const Photos: Story = { args: { profile: adult, initialStep: 'photos' } };
