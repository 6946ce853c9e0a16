import type { Handlers } from '@wishlist/service-kit';
import { CITIES } from '../core/cities.ts';

/** GET /api/cities: the cities a person can choose from. */
export function cityHandlers() {
  return {
    async listCities() {
      return { cities: [...CITIES] };
    },
  } satisfies Handlers;
}
