import { ApiError, sessionUser, type Handlers } from '@wishlist/service-kit';
import { profileNotFound } from '../profiles/not-found.ts';
import { initialsPictureUrl } from '../profiles/avatars.ts';
import { removed } from '../replies.ts';
import { blockRepository } from './blocks.ts';
import { reportRepository } from './reports.ts';

/**
 * Safety: blocks and reports. A block hides the two people from each other everywhere (the rule is `neitherBlocked`,
 * rules.ts) and its answers never tell whether the other blocked back. Unmatching is with the matches (matches/).
 */
export function safetyHandlers() {
  return {
    async blockProfile(request, reply) {
      const userId = sessionUser(request);
      const { profileId } = request.body;
      if (profileId === userId) throw new ApiError(400, "You can't block yourself.", 'SELF_BLOCK');
      if (!(await blockRepository(request.em).block(userId, profileId))) throw profileNotFound();
      return reply.status(204).send();
    },

    async listBlocks(request) {
      const rows = await blockRepository(request.em).blocked(sessionUser(request));
      return {
        blocks: rows.map((row) => ({
          id: row.id,
          name: row.name,
          imageURL: row.profilePhoto ?? initialsPictureUrl(row.name),
          blockedAt: new Date(row.blockedAt).toISOString(),
        })),
      };
    },

    async unblockProfile(request, reply) {
      const unblocked = await blockRepository(request.em).unblock(sessionUser(request), request.params.profileId);
      return removed(reply, unblocked, 'You have not blocked this person.');
    },

    async reportProfile(request, reply) {
      const reporterId = sessionUser(request);
      const { profileId, reason, note } = request.body;
      if (profileId === reporterId) throw new ApiError(400, "You can't report yourself.", 'SELF_REPORT');
      const report = await reportRepository(request.em).report({
        reporterId,
        profileId,
        reason,
        note: note?.trim() || null,
      });
      if (!report) throw profileNotFound();
      reply.status(201);
      return { id: report.id, reason, createdAt: report.createdAt.toISOString() };
    },
  } satisfies Handlers;
}
