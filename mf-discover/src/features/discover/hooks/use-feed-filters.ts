import { useState } from 'react';
import { type FeedFilters, NO_FILTERS } from '../utils/feed-filters.ts';

// Kept for the page's lifetime, like the deck's place: coming back to /app keeps the filters.
let remembered: FeedFilters = NO_FILTERS;

/** The filters chosen in the filter sheet, and their setter. */
export function useFeedFilters(): [FeedFilters, (filters: FeedFilters) => void] {
  const [filters, setFilters] = useState(remembered);
  const choose = (chosen: FeedFilters) => {
    remembered = chosen;
    setFilters(chosen);
  };
  return [filters, choose];
}
