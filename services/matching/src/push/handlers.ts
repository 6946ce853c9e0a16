import { createPublicKey } from 'node:crypto';
import { ApiError, sessionUser, type Handlers } from '@wishlist/service-kit';
import { removed } from '../core/replies.ts';
import { endpointAllowed, type EndpointPrefix } from './endpoints.ts';
import { pushRepository } from './repository.ts';

/** Whether the browser's keys can be used (RFC 8291): a P-256 point, uncompressed, and a 16-byte secret. */
function usableKeys({ p256dh, auth }: { p256dh: string; auth: string }): boolean {
  const point = Buffer.from(p256dh, 'base64url');
  if (point.length !== 65 || point[0] !== 4 || Buffer.from(auth, 'base64url').length !== 16) return false;
  try {
    const coordinate = (from: number) => point.subarray(from, from + 32).toString('base64url');
    createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: coordinate(1), y: coordinate(33) }, format: 'jwk' });
    return true;
  } catch {
    return false;
  }
}

/**
 * Web Push (docs/architecture.md, "Web Push"): the server's VAPID key, a person's browsers that take pushes, and
 * what they want pushed. What is pushed, and when, is delivery.ts's.
 */
export function pushHandlers({
  vapidPublicKey,
  endpointPrefixes,
}: {
  vapidPublicKey: string;
  endpointPrefixes: EndpointPrefix[];
}) {
  return {
    async getPushConfig() {
      return { vapidPublicKey };
    },

    async addPushSubscription(request, reply) {
      const userId = sessionUser(request);
      const subscription = request.body;
      if (!endpointAllowed(subscription.endpoint, endpointPrefixes)) throw new ApiError('PUSH_ENDPOINT_NOT_ALLOWED');
      if (!usableKeys(subscription.keys)) throw new ApiError('INVALID_PUSH_KEYS');
      await pushRepository(request.em).saveSubscription(userId, subscription);
      return reply.status(204).send();
    },

    async removePushSubscription(request, reply) {
      const wasThere = await pushRepository(request.em).removeSubscription(
        sessionUser(request),
        request.query.endpoint,
      );
      return removed(reply, wasThere);
    },

    async getPushSettings(request) {
      return pushRepository(request.em).settings(sessionUser(request));
    },

    async updatePushSettings(request) {
      return pushRepository(request.em).updateSettings(sessionUser(request), request.body);
    },
  } satisfies Handlers;
}
