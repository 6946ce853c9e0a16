import { sessionUser, type Handlers } from '@wishlist/service-kit';
import { toProfile } from '../core/profile-view.ts';
import { removed } from '../core/replies.ts';
import { matchWriter } from '../core/match-repository.ts';
import { matchRepository } from './repository.ts';

/** The user's matches, and unmatching (for good: both likes go, the conversation closes, its history stays). */
export function matchHandlers() {
  return {
    async listMatches(request) {
      const matches = await matchWriter(request.em).list(sessionUser(request));
      return {
        matches: matches.map(({ id, profile, matchedAt, opened }) => ({
          id,
          profile: toProfile(profile),
          matchedAt: matchedAt.toISOString(),
          opened,
        })),
      };
    },

    async unmatch(request, reply) {
      const ended = await matchRepository(request.em).unmatch(sessionUser(request), request.params.profileId);
      return removed(reply, ended);
    },
  } satisfies Handlers;
}
