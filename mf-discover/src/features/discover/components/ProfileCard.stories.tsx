import type { Meta, StoryObj } from '@storybook/react-vite';
import { alex, jordan, jordanPrompted } from '../../../testing/fixtures.ts';
import { ProfileCard } from './ProfileCard.tsx';
import { withMessages } from '@wishlist/testing/story-messages';
import { discoverCatalogue } from '../../../i18n.ts';

const meta = {
  title: 'Discover/ProfileCard',
  component: ProfileCard,
  // The card fills the stack it sits in.
  decorators: [
    withMessages(discoverCatalogue),
    (Story) => (
      <div style={{ position: 'relative', height: 520 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProfileCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithEverything: Story = { args: { profile: jordan } };

/** What they are looking for and their first prompt under the bio (issue 46). */
export const WithPromptAndIntention: Story = { args: { profile: jordanPrompted } };

/** The top card: a comment button on the prompt and one on the photo open the comment sheet. */
export const TopCardWithComments: Story = {
  args: { profile: jordanPrompted, onPhotoChange: () => undefined, onComment: () => undefined },
};

export const NoHandleOrLocation: Story = { args: { profile: { ...alex, instagramHandle: '', location: '' } } };

/** Close by: the API's smallest distance (2) reads "Less than 2 km away"; this person super liked the viewer (the star). */
export const NearbyAndSuperLiked: Story = { args: { profile: { ...jordan, distanceKm: 2, superLikedYou: true } } };

/** Further away: whole km ("14 km away": less than 14 km between their cells). */
export const FurtherAway: Story = { args: { profile: { ...jordan, distanceKm: 14 } } };

/** The top card of a person with several photos: a bar for each; a tap on the photo's right shows the next. */
export const SeveralPhotos: Story = { args: { profile: jordan, photo: 1, onPhotoChange: () => undefined } };

/** A very long name, place and bio: the name and place end with an ellipsis, the bio wraps inside the card. */
export const LongNameAndWords: Story = {
  args: {
    profile: {
      ...jordan,
      name: 'Wolfeschlegelsteinhausenbergerdorffvoralternwaren Reyes',
      location: 'Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch',
      bio: `I collect words: ${'Supercalifragilisticexpialidocious'.repeat(4)} and more.`,
    },
  },
};

/** A short card (a small phone, longer words above it): what they look for and the prompt give way to the photo. */
export const ShortCard: Story = {
  args: { profile: jordanPrompted, onPhotoChange: () => undefined, onComment: () => undefined },
  decorators: [
    (Story) => (
      <div style={{ position: 'relative', height: 360 }}>
        <Story />
      </div>
    ),
  ],
};
