import type { Meta, StoryObj } from '@storybook/react-vite';
import { BoostSheet } from './BoostSheet.tsx';
import { withMessages } from '@wishlist/testing/story-messages';
import { discoverCatalogue } from '../../../i18n.ts';

const meta = {
  decorators: [withMessages(discoverCatalogue)],
  title: 'Discover/BoostSheet',
  component: BoostSheet,
  args: {
    open: true,
    onClose: () => undefined,
    onConfirm: () => undefined,
    pending: false,
    left: 1,
    noPhoto: false,
    incognito: false,
  },
} satisfies Meta<typeof BoostSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Premium with a photo: what a boost does and the one left this month. */
export const Ready: Story = {};

/** No photo yet: others would see the initials; the sheet says so and links to the profile. */
export const NoPhoto: Story = { args: { noPhoto: true } };

/** Gold and incognito, no photo: both warnings (incognito people are shown only to those they added). */
export const IncognitoWithoutPhoto: Story = { args: { left: 5, noPhoto: true, incognito: true } };

/** The boost is being started. */
export const Starting: Story = { args: { pending: true } };
