import { withMessages } from '@wishlist/testing/story-messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { OfflineNotice } from './OfflineBanner.tsx';
import { shellCatalogue } from '../../i18n.ts';

const meta = {
  title: 'Shell/OfflineBanner',
  component: OfflineNotice,
  decorators: [withMessages(shellCatalogue)],
} satisfies Meta<typeof OfflineNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Shown at the top of every screen while the browser is offline. */
export const Offline: Story = {};
