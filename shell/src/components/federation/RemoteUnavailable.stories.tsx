import { withMessages } from '@wishlist/testing/story-messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { RemoteUnavailable } from './RemoteErrorBoundary.tsx';
import { shellCatalogue } from '../../i18n.ts';

const meta = {
  title: 'Shell/Federation/RemoteUnavailable',
  component: RemoteUnavailable,
  decorators: [withMessages(shellCatalogue)],
  args: { onRetry: () => undefined },
  parameters: { frame: 'screen' },
} satisfies Meta<typeof RemoteUnavailable>;

export default meta;
export const Default: StoryObj<typeof meta> = {};
