import type { Handlers } from '@wishlist/service-kit';
import { drawAvatar } from '../core/avatars.ts';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** GET /api/avatars/{seed}: the placeholder of a person without a photo, and the demo people's photos. */
export function avatarHandlers() {
  return {
    async getAvatar(request, reply) {
      return reply
        .header('cache-control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`)
        .type('image/svg+xml')
        .send(Buffer.from(drawAvatar(request.params.seed)));
    },
  } satisfies Handlers;
}
