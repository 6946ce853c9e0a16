import type { Meta, StoryObj } from '@storybook/react-vite';
import { getPushSettingsQueryKey } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';
import { devicePushQueryKey } from '@wishlist/shared-data/push';
import { withQueries } from '@wishlist/testing/story-queries';
import { NotificationsSection } from './NotificationsSection.tsx';
import { withMessages } from '@wishlist/testing/story-messages';
import { accountCatalogue } from '../../../i18n.ts';

const settingsKey = getPushSettingsQueryKey();
const defaults = { messages: true, matches: true, likes: true, reminders: true, previews: false, emailDigest: true };
const withDevice = (device: string, settings: object = defaults) =>
  withQueries({
    data: [
      [devicePushQueryKey, device],
      [settingsKey, settings],
    ],
  });

const meta = {
  decorators: [withMessages(accountCatalogue)],
  title: 'Account/NotificationsSection',
  component: NotificationsSection,
} satisfies Meta<typeof NotificationsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Turned on on this device, the default settings. */
export const On: Story = { decorators: [withDevice('on')] };

/** Not turned on here yet; message previews and the e-mail digest changed. */
export const Off: Story = { decorators: [withDevice('off', { ...defaults, previews: true, emailDigest: false })] };

/** The person said no in the browser's prompt: only the browser's settings undo it. */
export const Blocked: Story = { decorators: [withDevice('blocked')] };

/** iPhone or iPad in Safari, not from the Home Screen: the note on adding it first. */
export const IosNotOnHomeScreen: Story = { decorators: [withDevice('home-screen')] };

/** A browser without Web Push. */
export const Unsupported: Story = { decorators: [withDevice('unsupported')] };

export const Loading: Story = { decorators: [withQueries({ pending: [devicePushQueryKey, settingsKey] })] };
