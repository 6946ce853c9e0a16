import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { PromptsSection } from './PromptsSection.tsx';
import { withMessages } from '@wishlist/testing/story-messages';
import { accountCatalogue } from '../../../i18n.ts';

const meta = {
  decorators: [withMessages(accountCatalogue)],
  title: 'Account/PromptsSection',
  component: PromptsSection,
  args: {
    profile: {
      prompts: [{ promptId: 'perfect_sunday', answer: 'Farmers market, then a long lunch.' }],
      intention: 'long_term_open_to_short',
    },
  },
} satisfies Meta<typeof PromptsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One prompt answered, and what they are looking for. */
export const Answered: Story = {};

/** Nothing yet: one empty prompt to choose and answer, and "Not said". */
export const Empty: Story = { args: { profile: { prompts: [], intention: null } } };

/** Feedback while typing: a stock phrase. */
export const StockPhraseFeedback: Story = {
  args: { profile: { prompts: [{ promptId: 'get_along_if', answer: 'Work hard, play hard' }], intention: null } },
};

/** Feedback while typing: too short, then emoji only in a second prompt. */
export const ShortAndEmojiFeedback: Story = {
  args: {
    profile: {
      prompts: [
        { promptId: 'typical_weekend', answer: 'Tacos' },
        { promptId: 'simple_pleasures', answer: '🌮☕️🏃‍♀️' },
      ],
      intention: null,
    },
  },
};

/** A third prompt added: the catalogue offers only the prompts not chosen yet; no fourth. */
export const ThreePrompts: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Add a prompt' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Add a prompt' }));
  },
};
