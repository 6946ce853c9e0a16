import type { Meta, StoryObj } from '@storybook/react-vite';
import { ResetLinkNotice } from './ResetLinkNotice.tsx';

const meta = {
  title: 'Shell/Login/ResetLinkNotice',
  component: ResetLinkNotice,
  args: { link: '/reset-password?token=q3Yx0m3H9bq3m4Q8v2f1dGk7yP0sZr5nXwLcA6eB1uE' },
} satisfies Meta<typeof ResetLinkNotice>;

export default meta;
/** What the login screen shows after Send Reset, in demo mode. */
export const DemoLink: StoryObj<typeof meta> = {};
