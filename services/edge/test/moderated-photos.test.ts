import { TEST_SECRETS } from '@wishlist/service-kit/testing';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { accountWithRole, servicesOverObjectStore } from './object-store-stack.ts';

// Issue 44's last gaps, across matching, billing and the object store: a photo a moderator removed comes back, served
// to others, when another moderator reverses the removal on appeal; a partner's report about someone who deleted
// their account has a photo, frozen at the deletion, that outlives the account's objects.
const stack = servicesOverObjectStore({ PHOTO_TRIAGE: 'false' });

type Person = { userId: string; cookie: string };
const internal = { 'x-service-token': TEST_SECRETS.SERVICE_TOKEN };

/** Someone with an account (of `role`) and a discoverable profile, signed in. */
async function person(firstName: string, role: 'member' | 'moderator' = 'member'): Promise<Person> {
  const { matching } = stack();
  const signedIn = await accountWithRole(stack(), firstName, role);
  const { userId } = signedIn;
  const profile = { userId, username: `${firstName.toLowerCase()}_${userId.slice(0, 8)}` };
  expect(
    (await matching.inject({ method: 'POST', url: '/internal/profiles', headers: internal, payload: profile }))
      .statusCode,
  ).toBe(201);
  const named = await send(matching, signedIn, 'PATCH', '/api/profile', {
    firstName,
    lastName: 'Test',
    birthDate: '1995-06-15',
  });
  expect(named.statusCode).toBe(200);
  return signedIn;
}

const send = (app: FastifyInstance, who: Person, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie: who.cookie }, ...(payload && { payload }) });

/** A photo uploaded to the store and put on the person's profile; answers its URL. */
async function addPhoto(who: Person, colour: string) {
  const { billing, matching } = stack();
  const bytes = await sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  const issued = await send(billing, who, 'POST', '/api/objects/upload', {
    kind: 'photo',
    contentType: 'image/jpeg',
    size: bytes.length,
  });
  const { uploadURL, objectURL } = issued.json<{ uploadURL: string; objectURL: string }>();
  const put = await fetch(uploadURL, {
    method: 'PUT',
    headers: { 'content-type': 'image/jpeg', 'if-none-match': '*' },
    body: new Uint8Array(bytes),
  });
  expect(put.status).toBe(200);
  expect((await send(matching, who, 'POST', '/api/profile/photos', { imageURL: objectURL })).statusCode).toBe(201);
  return objectURL;
}

/** What `viewer` is served of the photo: its status. */
const served = async (viewer: Person, objectURL: string) =>
  (await send(stack().billing, viewer, 'GET', objectURL)).statusCode;
const photosSeen = async (viewer: Person, of: Person) =>
  (await send(stack().matching, viewer, 'GET', `/api/profiles/${of.userId}`)).json().profile.instagramPhotos;

it('brings a removed photo back, served to others again, when another moderator reverses the removal on appeal', async () => {
  const { matching } = stack();
  const [jordan, viewer, casey] = [await person('Jordan'), await person('Viewer'), await person('Casey')];
  const [sam, kai] = [await person('Sam', 'moderator'), await person('Kai', 'moderator')];
  const [first, second] = [await addPhoto(jordan, '#336699'), await addPhoto(jordan, '#993366')];
  expect(await served(viewer, first)).toBe(200);

  expect(
    (await send(matching, casey, 'POST', '/api/reports', { profileId: jordan.userId, reason: 'other' })).statusCode,
  ).toBe(201);
  const removal = await send(matching, sam, 'POST', '/api/moderation/actions', {
    profileId: jordan.userId,
    action: 'remove-photo',
    photoURL: first,
    reason: 'Not a photo of you.',
  });
  expect(removal.statusCode).toBe(201);
  // Served to nobody, not even its owner, and gone from the profile.
  for (const who of [viewer, jordan]) expect(await served(who, first)).toBe(404);
  expect(await photosSeen(viewer, jordan)).toEqual([second]);

  const appeal = await send(matching, jordan, 'POST', `/api/statements/${removal.json().id}/appeal`, {
    note: 'It is me, with a new haircut.',
  });
  expect(appeal.statusCode).toBe(201);
  const decide = (mod: Person) =>
    send(matching, mod, 'POST', `/api/moderation/appeals/${appeal.json().id}/decision`, {
      outcome: 'reversed',
      reason: 'It is them.',
    });
  expect((await decide(sam)).json()).toMatchObject({ code: 'APPEAL_NEEDS_ANOTHER_MODERATOR' });
  expect((await decide(kai)).statusCode).toBe(200);

  expect(await served(viewer, first)).toBe(200);
  expect(await photosSeen(viewer, jordan)).toEqual([first, second]);
  expect((await send(matching, jordan, 'GET', '/api/profile')).json().profile.profilePhoto).toBe(first);
});

it("keeps a photo frozen at a deletion for the partner's report, after the account's objects are gone", async () => {
  const { matching, billing } = stack();
  const [riley, partner, sam] = [await person('Riley'), await person('Partner'), await person('Sam', 'moderator')];
  await addPhoto(riley, '#669933');
  for (const [from, to] of [
    [partner, riley],
    [riley, partner],
  ] as const)
    expect(
      (await send(matching, from, 'POST', '/api/wishlist', { userId: from.userId, profileId: to.userId })).statusCode,
    ).toBe(201);
  const hello = { text: 'Send me money', clientId: crypto.randomUUID() };
  expect((await send(matching, riley, 'POST', `/api/conversations/${partner.userId}/messages`, hello)).statusCode).toBe(
    201,
  );

  // Identity's deletion: matching first, then billing, which deletes every object of the account.
  for (const app of [matching, billing]) {
    const path = app === matching ? 'matching' : 'billing';
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/internal/${path}/users/${riley.userId}`,
      headers: internal,
    });
    expect(deleted.statusCode).toBe(200);
  }
  const reported = await send(matching, partner, 'POST', '/api/reports', {
    profileId: riley.userId,
    reason: 'harassment',
  });
  expect(reported.statusCode).toBe(201);

  const opened = await send(matching, sam, 'GET', `/api/moderation/reports/${riley.userId}`);
  const [link] = opened.json().reports[0].evidence.photos;
  expect(link).toMatch(new RegExp(`^/media/evidence/${reported.json().id}/0\\.webp\\?`));
  const photo = await send(billing, sam, 'GET', link);
  expect(photo.statusCode).toBe(200);
  expect((await sharp(photo.rawPayload).metadata()).format).toBe('webp');
});
