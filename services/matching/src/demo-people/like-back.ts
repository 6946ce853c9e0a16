import type { LikeListener } from '../core/like-hooks.ts';
import { demoPeopleRepository } from './repository.ts';

/**
 * Demo people who like back add whoever adds them: once a member's like is stored (its transaction knows nothing of
 * demo people), the demo person's like goes through the same wishlist operation as anyone's, which makes the match,
 * the conversation and both people's `match` events; the member's answer then says `matched`, as the client needs
 * to celebrate it. Registered by app.ts only with DEMO_PEOPLE.
 */
export const demoLikeBack: LikeListener = async ({ em, profileId, likeBack }) =>
  (await demoPeopleRepository(em).likesBack(profileId)) && likeBack();
