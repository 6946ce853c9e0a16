import { useQuery } from '@tanstack/react-query';
import { listCitiesOptions } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';

/** GET /api/cities: the cities a person can choose as their location, with coordinates. */
export function useCities() {
  return useQuery(listCitiesOptions());
}
