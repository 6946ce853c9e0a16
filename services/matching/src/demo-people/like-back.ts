import { sessionUser } from '@wishlist/service-kit';
import type { FastifyInstance } from 'fastify';
import { utcDay } from '../days.ts';
import { wishlistRepository } from '../wishlist/repository.ts';
import { demoPeopleRepository } from './repository.ts';

/** What the like's handler answered, as far as this hook reads and changes it. */
interface LikeAnswer {
  matched: boolean;
}

/**
 * Demo people who like back add whoever adds them: once a member's like is stored (its transaction knows nothing of
 * demo people), the demo person's like goes through the same wishlist operation as anyone's, which makes the match,
 * the conversation and both people's `match` events. The member's answer then says `matched`, as the client needs
 * to celebrate it. Registered by app.ts only with DEMO_PEOPLE.
 */
export function registerDemoLikeBack(app: FastifyInstance) {
  app.addHook('preSerialization', async (request, reply, payload: LikeAnswer) => {
    if (request.routeOptions.config.operationId !== 'addToWishlist' || reply.statusCode !== 201) return payload;
    const { profileId } = request.body as { profileId: string };
    if (payload.matched || !(await demoPeopleRepository(request.em).likesBack(profileId))) return payload;
    const member = sessionUser(request);
    const liked = await wishlistRepository(request.em).add({
      userId: profileId,
      profileId: member,
      cap: null,
      day: utcDay(),
    });
    return typeof liked === 'object' && liked.matched ? { ...payload, matched: true } : payload;
  });
}
