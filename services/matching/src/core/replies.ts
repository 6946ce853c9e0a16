import { ApiError } from '@wishlist/service-kit';
import type { FastifyReply } from 'fastify';

/** The answer of a removal (a like, a block, a match): 204 when it was there, else 404 NOT_FOUND. */
export function removed(reply: FastifyReply, wasThere: boolean) {
  if (!wasThere) throw new ApiError('NOT_FOUND');
  return reply.status(204).send();
}
