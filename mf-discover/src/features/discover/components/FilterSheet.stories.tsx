import type { Meta, StoryObj } from '@storybook/react-vite';
import { NO_FILTERS } from '../utils/feed-filters.ts';
import { FilterSheet } from './FilterSheet.tsx';

const meta = {
  title: 'Discover/FilterSheet',
  component: FilterSheet,
  args: {
    open: true,
    onClose: () => undefined,
    onApply: () => undefined,
    filters: NO_FILTERS,
    locked: false,
    hasLocation: true,
  },
  parameters: { frame: 'screen' },
} satisfies Meta<typeof FilterSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Free: the sheet opens on the upgrade prompt. */
export const Locked: Story = { args: { locked: true } };

/** Premium or gold, nothing chosen yet. */
export const NoFilters: Story = {};

/** 25–40, within 10 km, interests in common. */
export const FiltersApplied: Story = {
  args: { filters: { minAge: 25, maxAge: 40, maxDistanceKm: 10, commonInterests: true } },
};

/** The own profile has no location: distance waits for it, with the way to the profile. */
export const NoLocation: Story = { args: { hasLocation: false } };
