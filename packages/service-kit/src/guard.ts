import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ApiError } from './errors.ts';
import { signInAgain } from './session.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by the `session` security scheme. */
    userId: string | null;
  }
}

type Claims = { userId?: unknown } | undefined;

/** The signed-in user of an operation behind the `session` scheme (the guard has refused guests before it runs). */
export function sessionUser(request: FastifyRequest): string {
  if (!request.userId) throw new ApiError('UNAUTHENTICATED');
  return request.userId;
}

/** The contract's security schemes, enforced for every operation that declares them. */
export function securityHandlers(serviceToken: string) {
  const expected = Buffer.from(serviceToken);
  return {
    async session(request: FastifyRequest) {
      const userId = request.session.userId;
      if (!userId) throw await signInAgain(request);
      // Nothing trusts a user id the client sent: a userId in the path, query or body must be the session's.
      const claimed = [request.params, request.query, request.body].map((part) => (part as Claims)?.userId);
      if (claimed.some((id) => id !== undefined && id !== userId)) {
        throw new ApiError('FORBIDDEN');
      }
      request.userId = userId;
    },
    serviceToken(request: FastifyRequest) {
      const given = Buffer.from(String(request.headers['x-service-token'] ?? ''));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw new ApiError('UNAUTHENTICATED');
      }
    },
  };
}
