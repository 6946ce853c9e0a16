import { generateKeyPairSync } from 'node:crypto';
import { sessionUser, type Handlers } from '@wishlist/service-kit';
import { pushRepository } from './repository.ts';

/** A VAPID key pair made at start (the uncompressed P-256 public point, base64url, as browsers take it). */
function vapidPublicKey(): string {
  const { publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const jwk = publicKey.export({ format: 'jwk' });
  const point = Buffer.concat([
    Buffer.from([4]),
    Buffer.from(jwk.x ?? '', 'base64url'),
    Buffer.from(jwk.y ?? '', 'base64url'),
  ]);
  return point.toString('base64url');
}

/** Web Push: the key browsers subscribe with, each device's subscription, and what a person is told of. */
export function pushHandlers() {
  const publicKey = vapidPublicKey();
  return {
    async getPushConfig(request) {
      sessionUser(request);
      return { vapidPublicKey: publicKey };
    },

    async createPushSubscription(request, reply) {
      await pushRepository(request.em).keep(sessionUser(request), request.body);
      return reply.status(204).send();
    },

    async deletePushSubscription(request, reply) {
      await pushRepository(request.em).forget(sessionUser(request), request.body.endpoint);
      return reply.status(204).send();
    },

    getPushSettings: async (request) => pushRepository(request.em).settings(sessionUser(request)),

    updatePushSettings: async (request) =>
      pushRepository(request.em).updateSettings(sessionUser(request), request.body),
  } satisfies Handlers;
}
