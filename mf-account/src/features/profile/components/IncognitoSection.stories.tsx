import type { Meta, StoryObj } from '@storybook/react-vite';
import { getEntitlementsQueryKey } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';
import { freeEntitlements, goldEntitlements } from '@wishlist/testing/fixtures';
import { withQueries } from '@wishlist/testing/story-queries';
import { completeProfile } from '../../../testing/fixtures.ts';
import { IncognitoSection } from './IncognitoSection.tsx';
import { withMessages } from '@wishlist/testing/story-messages';
import { accountCatalogue } from '../../../i18n.ts';

const key = getEntitlementsQueryKey();

const meta = {
  decorators: [withMessages(accountCatalogue)],
  title: 'Account/IncognitoSection',
  component: IncognitoSection,
  args: { profile: completeProfile },
} satisfies Meta<typeof IncognitoSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Gold, incognito off. */
export const GoldOff: Story = { decorators: [withQueries({ data: [[key, goldEntitlements]] })] };

/** Gold, incognito on. */
export const GoldOn: Story = {
  args: { profile: { ...completeProfile, incognito: true } },
  decorators: [withQueries({ data: [[key, goldEntitlements]] })],
};

/** Free or premium: what incognito is, and the upgrade to Gold. */
export const Locked: Story = { decorators: [withQueries({ data: [[key, freeEntitlements]] })] };

export const Loading: Story = { decorators: [withQueries({ pending: [key] })] };
