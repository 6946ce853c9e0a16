import { useQuery } from '@tanstack/react-query';
import { listHeldPhotosOptions } from '@wishlist/contract/client/@tanstack/react-query.gen.ts';

/** GET /api/moderation/photos: the photos the nudity triage held back from others, oldest first. */
export function useHeldPhotos() {
  return useQuery(listHeldPhotosOptions());
}
