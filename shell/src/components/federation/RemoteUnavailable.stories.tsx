import type { Meta, StoryObj } from '@storybook/react-vite';
import { RemoteUnavailable } from './RemoteErrorBoundary.tsx';

const meta = {
  title: 'Shell/Federation/RemoteUnavailable',
  component: RemoteUnavailable,
  args: { onRetry: () => undefined },
  parameters: { frame: 'screen' },
} satisfies Meta<typeof RemoteUnavailable>;

export default meta;
export const Default: StoryObj<typeof meta> = {};
