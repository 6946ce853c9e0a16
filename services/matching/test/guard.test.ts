import { createECDH, randomBytes } from 'node:crypto';
import { answersEventStream, contract, isInternal, operations, ownerOf } from '@wishlist/contract';
import { signIn } from '@wishlist/service-kit/testing';
import { describe, expect, it } from 'vitest';
import { newMember, matchingForFile } from './support.ts';

const { app, billing } = await matchingForFile();

// Every matching operation, from the contract, so a new one is covered the day it is added.
const matchingOps = operations.filter((op) => ownerOf(op) === 'matching');
const isPublic = (op: (typeof operations)[number]) =>
  (contract.paths[op.path]?.[op.method.toLowerCase()] as { security?: unknown[] }).security?.length === 0;
const sessionOps = matchingOps.filter((op) => !isInternal(op) && !isPublic(op));

const bodies: Record<string, (userId: string) => object> = {
  updateOwnProfile: () => ({ bio: 'Hello' }),
  updateProfilePicture: () => ({ imageURL: '/media/users/x/photo.jpg' }),
  addProfilePhoto: () => ({ imageURL: '/media/users/x/photo.jpg' }),
  describeProfilePhoto: () => ({ imageURL: '/media/users/x/photo.jpg', description: 'A trail at sunset' }),
  updateIntroVideo: () => ({ videoURL: '/media/users/x/intro.mp4' }),
  addInterest: () => ({ interest: 'Hiking' }),
  addToWishlist: (userId) => ({ userId, profileId: crypto.randomUUID() }),
  reorderProfilePhotos: () => ({ photos: [] }),
  recordPass: () => ({ profileId: crypto.randomUUID() }),
  blockProfile: () => ({ profileId: crypto.randomUUID() }),
  reportProfile: () => ({ profileId: crypto.randomUUID(), reason: 'spam' }),
  createProfileForAccount: (userId) => ({ userId, username: 'maya' }),
  sendMessage: () => ({ text: 'Hello', clientId: crypto.randomUUID() }),
  markConversationRead: () => ({ messageId: crypto.randomUUID() }),
  takeModerationAction: () => ({ profileId: crypto.randomUUID(), action: 'dismiss', reason: 'Nothing wrong.' }),
  decideModerationAppeal: () => ({ outcome: 'upheld', reason: 'Seen again.' }),
  flagUploadedPhoto: (userId) => ({ userId, objectURL: '/media/users/x/photo.jpg', score: 0.9 }),
  recordEvidenceView: (userId) => ({ moderatorId: userId, reportId: crypto.randomUUID() }),
  clearUploadedPhoto: (userId) => ({ userId, objectURL: '/media/users/x/photo.jpg', score: 0.1 }),
  addPushSubscription: () => {
    const browserKey = createECDH('prime256v1');
    browserKey.generateKeys();
    const keys = { p256dh: browserKey.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') };
    return { endpoint: 'https://fcm.googleapis.com/fcm/send/guard', keys };
  },
  updatePushSettings: () => ({ previews: true }),
};

/** A request to the operation acting for `userId`, with valid input otherwise. */
function requestFor(op: (typeof operations)[number], userId: string) {
  const path = op.path.replace(/\{(\w+)\}/g, (_match, name: string) =>
    name === 'userId' ? userId : name === 'interest' ? 'Hiking' : name === 'seed' ? 'abc' : crypto.randomUUID(),
  );
  const queries: Record<string, string> = {
    listProfiles: `?userId=${userId}`,
    removeProfilePhoto: '?imageURL=%2Fmedia%2Fusers%2Fx%2Fphoto.jpg',
    removePushSubscription: '?endpoint=https%3A%2F%2Ffcm.googleapis.com%2Ffcm%2Fsend%2Fguard',
    getPhotoAccess: `?objectURL=%2Fmedia%2Fusers%2Fx%2Fphoto.jpg&viewerId=${userId}`,
  };
  const url = `${path}${queries[op.operationId] ?? ''}`;
  const body = bodies[op.operationId]?.(userId);
  return { method: op.method as 'GET', url, ...(body ? { payload: body } : {}) };
}

const actsForAUser = (op: (typeof operations)[number]) =>
  op.path.includes('{userId}') || op.operationId === 'listProfiles' || op.operationId === 'addToWishlist';

describe('every matching operation', () => {
  it('lets the signed-in user acting for themself past the guard', async () => {
    expect(matchingOps.length).toBeGreaterThanOrEqual(18);
    const { cookie, userId } = await newMember(app);
    // Gold, so that no operation refuses for the plan (a 403 of a locked feature is not the guard's).
    await billing.setTier(app, userId, 'gold');
    for (const op of sessionOps) {
      // A stream never ends: only its status is read.
      const res = await app.inject({
        ...requestFor(op, userId),
        headers: { cookie },
        payloadAsStream: answersEventStream(op),
      });
      if (answersEventStream(op)) res.stream().destroy();
      expect([401, 403], op.operationId).not.toContain(res.statusCode);
    }
  });

  it.each(sessionOps.map((op) => [op.operationId, op] as const))(
    '%s refuses a guest with 401 in the error shape',
    async (_id, op) => {
      const res = await app.inject(requestFor(op, crypto.randomUUID()));
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        statusCode: 401,
        error: 'Unauthorized',
        message: 'Sign in to continue.',
        code: 'UNAUTHENTICATED',
      });
    },
  );

  it.each(sessionOps.filter(actsForAUser).map((op) => [op.operationId, op] as const))(
    "%s refuses another user's userId with 403",
    async (_id, op) => {
      const { cookie } = await signIn(app);
      const res = await app.inject({ ...requestFor(op, crypto.randomUUID()), headers: { cookie } });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ statusCode: 403, error: 'Forbidden', code: 'FORBIDDEN' });
    },
  );

  it.each(matchingOps.filter(isInternal).map((op) => [op.operationId, op] as const))(
    '%s (internal) refuses a caller without the service token, even a signed-in one',
    async (_id, op) => {
      const { cookie, userId } = await signIn(app);
      const res = await app.inject({ ...requestFor(op, userId), headers: { cookie } });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ statusCode: 401, code: 'UNAUTHENTICATED' });
    },
  );
});
