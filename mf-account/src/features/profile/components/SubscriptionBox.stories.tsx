import type { Meta, StoryObj } from '@storybook/react-vite';
import { getSubscriptionQueryKey } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';
import {
  freeSubscription,
  goldSubscription,
  maya,
  premiumSubscription,
  serviceUnavailable,
} from '@wishlist/testing/fixtures';
import { withQueries } from '@wishlist/testing/story-queries';
import { SubscriptionBox } from './SubscriptionBox.tsx';
import { withMessages } from '@wishlist/testing/story-messages';
import { accountCatalogue } from '../../../i18n.ts';

const key = getSubscriptionQueryKey({ path: { userId: maya.id } });

const meta = {
  decorators: [withMessages(accountCatalogue)],
  title: 'Account/SubscriptionBox',
  component: SubscriptionBox,
  args: { userId: maya.id },
} satisfies Meta<typeof SubscriptionBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Free: Story = { decorators: [withQueries({ data: [[key, freeSubscription]] })] };
export const Premium: Story = { decorators: [withQueries({ data: [[key, premiumSubscription]] })] };
export const GoldUnlimited: Story = { decorators: [withQueries({ data: [[key, goldSubscription]] })] };
export const Loading: Story = { decorators: [withQueries({ pending: [key] })] };
export const Failed: Story = { decorators: [withQueries({ failed: [[key, serviceUnavailable]] })] };
