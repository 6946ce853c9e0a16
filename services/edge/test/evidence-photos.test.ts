import { signPath } from '@wishlist/service-kit';
import { signIn, TEST_SECRETS } from '@wishlist/service-kit/testing';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { accountWithRole, servicesOverObjectStore } from './object-store-stack.ts';

// A moderator's evidence link (billing README "Evidence photos") goes through the edge to billing like any /media,
// and opens only in a moderator's session, each view written in matching's access log.
const REPORT_ID = '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e';
const stack = servicesOverObjectStore({ NSFW_THRESHOLD: '1' });

/** An account identity knows with a role, signed in. */
const staff = (role: 'moderator' | 'admin') => accountWithRole(stack(), role, role);

it("serves a signed evidence link through the edge to a moderator's session only, and 404 without its signature", async () => {
  const { billing, edge, matching } = stack();
  const internal = { 'x-service-token': TEST_SECRETS.SERVICE_TOKEN };
  const user = await signIn(billing);
  // The reported person and the report the copy belongs to.
  const profile = { userId: user.userId, username: `reported_${user.userId.slice(0, 8)}` };
  expect(
    (await matching.inject({ method: 'POST', url: '/internal/profiles', headers: internal, payload: profile }))
      .statusCode,
  ).toBe(201);
  await matching.pool.query(
    `insert into matching.reports (id, reporter_id, profile_id, reason) values ($1, gen_random_uuid(), $2, 'spam')`,
    [REPORT_ID, user.userId],
  );
  const [moderator, admin, member] = [await staff('moderator'), await staff('admin'), await signIn(billing)];
  const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#336699' } })
    .jpeg()
    .toBuffer();
  const issued = await billing.inject({
    method: 'POST',
    url: '/api/objects/upload',
    headers: { cookie: user.cookie },
    payload: { kind: 'photo', contentType: 'image/jpeg', size: photo.length },
  });
  const { uploadURL, objectURL } = issued.json<{ uploadURL: string; objectURL: string }>();
  const put = await fetch(uploadURL, {
    method: 'PUT',
    headers: { 'content-type': 'image/jpeg', 'if-none-match': '*' },
    body: new Uint8Array(photo),
  });
  expect(put.status).toBe(200);
  const lookup = { userId: user.userId, objectURL };
  expect(
    (await billing.inject({ method: 'POST', url: '/internal/objects/lookup', headers: internal, payload: lookup }))
      .statusCode,
  ).toBe(200);
  const kept = await billing.inject({
    method: 'POST',
    url: '/internal/objects/evidence',
    headers: internal,
    payload: { reportId: REPORT_ID, objectURLs: [objectURL] },
  });
  const [copy] = kept.json<{ photos: { evidencePath: string }[] }>().photos;
  const path = copy?.evidencePath ?? '';

  const link = signPath(path, TEST_SECRETS.SERVICE_TOKEN, new Date(Date.now() + 3_600_000));
  const open = (url: string, viewer: { cookie: string } | null) =>
    edge.inject({ method: 'GET', url, headers: viewer ? { cookie: viewer.cookie } : {} });
  expect((await open(link, null)).json()).toMatchObject({ statusCode: 401, code: 'UNAUTHENTICATED' });
  expect((await open(link, member)).json()).toMatchObject({ statusCode: 403, code: 'MODERATORS_ONLY' });
  const served = await open(link, moderator);
  expect(served.statusCode).toBe(200);
  expect(served.headers['content-type']).toBe('image/webp');
  expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');

  const unsigned = await open(path, moderator);
  expect(unsigned.statusCode).toBe(404);
  expect(unsigned.json()).toMatchObject({ code: 'MEDIA_NOT_FOUND' });

  // The one view that was served is in the access log, as an admin reads it.
  const log = await edge.inject({
    method: 'GET',
    url: `/api/moderation/access?profileId=${user.userId}`,
    headers: { cookie: admin.cookie },
  });
  expect(log.json()).toEqual({
    entries: [
      {
        kind: 'evidence-view',
        moderator: { id: moderator.userId, name: 'Moderator' },
        profileId: user.userId,
        reportId: REPORT_ID,
        at: expect.any(String),
      },
    ],
  });
});
