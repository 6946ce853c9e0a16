import { ApiError } from '@wishlist/service-kit';
import type { FastifyReply } from 'fastify';

/** The answer of a removal (a like, a block, a match): 204 when it was there, else 404 NOT_FOUND with `message`. */
export function removed(reply: FastifyReply, wasThere: boolean, message: string) {
  if (!wasThere) throw new ApiError(404, message, 'NOT_FOUND');
  return reply.status(204).send();
}
