import type { Meta, StoryObj } from '@storybook/react-vite';
import { Accordion } from './Accordion.tsx';

const meta = {
  title: 'Design system/Accordion',
  component: Accordion,
  args: {
    items: [
      {
        id: 'start',
        title: 'Getting Started',
        content: 'Sign up with a username, a password and your email, then enter the 6-digit code we send you.',
      },
      {
        id: 'app',
        title: 'Using the App',
        content: 'Tap the heart to add someone to your wishlist, or pass to see the next person.',
      },
      {
        id: 'plans',
        title: 'Subscriptions & Payments',
        content: 'Free members get 10 likes per day, Premium 100 and Gold unlimited.',
      },
    ],
  },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Single: Story = {
  args: {
    items: [{ id: 'one', title: 'Is Wishlist free?', content: 'Yes: the free plan gives you 10 likes per day.' }],
  },
};
