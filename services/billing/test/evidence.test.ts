import { errorBody, signPath } from '@wishlist/service-kit';
import { signIn, TEST_SECRETS, closedAfterFile, fakeService } from '@wishlist/service-kit/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { sweepFrozenPhotos, sweepSetAsideUploads, sweepUnusedUploads } from '../src/uploads/sweep.ts';
import { lookup, startTestStore, uploadPhoto } from './stored-photos.ts';
import { testClock, billingForFile } from './support.ts';

// README "Evidence photos": a report's copies of the reported person's photos, kept when the person deletes them
// or the account, and served only through a link matching signed, to a moderator's session, each view written in
// matching's access log (its stand-in here knows the moderators and keeps the views).
const REPORT_ID = '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e';
const HOUR_MS = 3_600_000;

const moderators = new Set<string>();
const views: { moderatorId: string; reportId: string }[] = [];
let matchingDown = false;
const matching = closedAfterFile(
  await fakeService({
    async recordEvidenceView(request, reply) {
      if (matchingDown) return reply.status(503).send(errorBody(503, 'down'));
      if (!moderators.has(request.body.moderatorId)) return reply.status(403).send(errorBody(403, 'not one'));
      views.push(request.body);
      return reply.status(204).send();
    },
  }),
);
const store = closedAfterFile(await startTestStore());
const clock = testClock();
// Above any score: no photo is flagged to the stand-in.
const { app } = await billingForFile({ ...store.env, NSFW_THRESHOLD: '1', MATCHING_URL: matching.url }, clock);
const moderator = await signIn(app);
moderators.add(moderator.userId);

const keepEvidence = (objectURLs: string[], token: string | null = TEST_SECRETS.SERVICE_TOKEN) =>
  app.inject({
    method: 'POST',
    url: '/internal/objects/evidence',
    headers: token ? { 'x-service-token': token } : {},
    payload: { reportId: REPORT_ID, objectURLs },
  });
const signed = (path: string, expiresAt = new Date(Date.now() + HOUR_MS)) =>
  signPath(path, TEST_SECRETS.SERVICE_TOKEN, expiresAt);
/** A link opened in a browser: a moderator's unless said otherwise (null: a guest's). */
const open = (url: string, viewer: { cookie: string } | null = moderator) =>
  app.inject({ method: 'GET', url, headers: viewer ? { cookie: viewer.cookie } : {} });
const served = async (user: Awaited<ReturnType<typeof signIn>>, objectURL: string) =>
  app.inject({ method: 'GET', url: objectURL, headers: { cookie: user.cookie } });

describe('keepEvidencePhotos', () => {
  it('copies the photos in the store and answers where each copy is; a photo not in the store is left out', async () => {
    const user = await signIn(app);
    const first = await uploadPhoto(app, user, 1);
    const second = await uploadPhoto(app, user, 2);
    const neverUploaded = `/media/users/${user.userId}/0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e.webp`;
    for (const objectURL of [first, second]) expect((await lookup(app, user.userId, objectURL)).statusCode).toBe(200);

    const res = await keepEvidence([first, neverUploaded, second]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      photos: [
        { objectURL: first, evidencePath: `/media/evidence/${REPORT_ID}/0.webp` },
        { objectURL: second, evidencePath: `/media/evidence/${REPORT_ID}/1.webp` },
      ],
    });
    const copy = await open(signed(`/media/evidence/${REPORT_ID}/1.webp`));
    expect(copy.statusCode).toBe(200);
    expect(copy.headers['content-type']).toBe('image/webp');
    expect(copy.headers['cache-control']).toBe('private, no-store');
    expect(copy.rawPayload.equals((await served(user, second)).rawPayload)).toBe(true);
  });

  it('keeps the copy when the person deletes the photo, then the account', async () => {
    const user = await signIn(app);
    const photo = await uploadPhoto(app, user, 3);
    expect((await lookup(app, user.userId, photo)).statusCode).toBe(200);
    const original = (await served(user, photo)).rawPayload;
    const { photos } = (await keepEvidence([photo])).json<{ photos: { evidencePath: string }[] }>();
    const link = signed(photos[0]?.evidencePath ?? '');

    const released = await app.inject({
      method: 'POST',
      url: '/internal/objects/release',
      headers: { 'x-service-token': TEST_SECRETS.SERVICE_TOKEN },
      payload: { userId: user.userId, objectURLs: [photo] },
    });
    expect(released.json()).toEqual({ released: 1 });
    expect((await served(user, photo)).statusCode).toBe(404);
    expect((await open(link)).rawPayload.equals(original)).toBe(true);

    await uploadPhoto(app, user, 4); // the account holds another object when it goes
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/internal/billing/users/${user.userId}`,
      headers: { 'x-service-token': TEST_SECRETS.SERVICE_TOKEN },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json<{ objects: number }>().objects).toBe(1);
    const kept = await open(link);
    expect(kept.statusCode).toBe(200);
    expect(kept.rawPayload.equals(original)).toBe(true);
  });

  it('keeps the copy when the unused-upload sweep deletes the photo', async () => {
    const user = await signIn(app);
    const photo = await uploadPhoto(app, user, 5);
    expect((await served(user, photo)).statusCode).toBe(200); // read (so processed), never used by a profile
    const { photos } = (await keepEvidence([photo])).json<{ photos: { evidencePath: string }[] }>();
    const link = signed(photos[0]?.evidencePath ?? '');

    const swept = await sweepUnusedUploads(
      app.orm.em.fork(),
      store.objectStore,
      new Date(clock.now().getTime() + 25 * HOUR_MS),
      24,
    );
    expect(swept).toBeGreaterThanOrEqual(1);
    expect((await served(user, photo)).statusCode).toBe(404);
    expect((await open(link)).statusCode).toBe(200);
  });

  it('answers 401 without the service token', async () => {
    expect((await keepEvidence([], null)).statusCode).toBe(401);
    expect((await keepEvidence([], 'not-the-service-token-but-long-enough-too')).statusCode).toBe(401);
  });
});

const internalPost = (url: string, payload: object) =>
  app.inject({ method: 'POST', url, headers: { 'x-service-token': TEST_SECRETS.SERVICE_TOKEN }, payload });
const DAY_MS = 24 * HOUR_MS;

describe("a moderator's removal of a photo", () => {
  it('sets it aside, served to nobody, until a reversal restores it or its time passes and the sweep deletes it', async () => {
    const [user, other] = [await signIn(app), await signIn(app)];
    const [kept, lost] = [await uploadPhoto(app, user, 7), await uploadPhoto(app, user, 8)];
    for (const photo of [kept, lost]) expect((await lookup(app, user.userId, photo)).statusCode).toBe(200);
    const original = (await served(other, kept)).rawPayload;
    const keepUntil = new Date(clock.now().getTime() + 30 * DAY_MS).toISOString();
    const setAside = await internalPost('/internal/objects/release', {
      userId: user.userId,
      objectURLs: [kept, lost],
      keepUntil,
    });
    expect(setAside.json()).toEqual({ released: 2 });
    for (const viewer of [user, other]) expect((await served(viewer, kept)).statusCode).toBe(404);

    // Not someone else's to restore; the owner's is served again, as it was.
    const restore = (userId: string, objectURL: string) =>
      internalPost('/internal/objects/restore', { userId, objectURL });
    expect((await restore(other.userId, kept)).statusCode).toBe(404);
    expect((await restore(user.userId, kept)).statusCode).toBe(204);
    expect((await restore(user.userId, kept)).statusCode).toBe(404); // served already: nothing set aside
    expect((await served(other, kept)).rawPayload.equals(original)).toBe(true);

    // The sweep leaves the other until its time, then deletes it: nothing to restore any more.
    const sweep = (days: number) =>
      sweepSetAsideUploads(app.orm.em.fork(), store.objectStore, new Date(clock.now().getTime() + days * DAY_MS));
    expect(await sweep(29)).toBe(0);
    expect(await sweep(31)).toBe(1);
    expect((await restore(user.userId, lost)).statusCode).toBe(404);
    expect((await served(user, lost)).statusCode).toBe(404);
    expect((await served(other, kept)).statusCode).toBe(200);
  });
});

describe('freezeUploadedObject', () => {
  it('copies a stored photo under a name that names nobody, for reports to copy; the sweep deletes it after 30 days', async () => {
    const user = await signIn(app);
    const photo = await uploadPhoto(app, user, 9);
    expect((await lookup(app, user.userId, photo)).statusCode).toBe(200);
    const neverUploaded = `/media/users/${user.userId}/0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e.webp`;
    expect((await internalPost('/internal/objects/freeze', { objectURL: neverUploaded })).statusCode).toBe(404);
    const frozen = await internalPost('/internal/objects/freeze', { objectURL: photo });
    const { frozenURL } = frozen.json<{ frozenURL: string }>();
    expect(frozenURL).toMatch(/^\/media\/frozen\/[\da-f-]{36}\.webp$/);
    expect(frozenURL).not.toContain(user.userId);
    // Served to nobody by itself.
    expect((await open(frozenURL)).statusCode).toBe(404);

    const copy = async () =>
      (await internalPost('/internal/objects/evidence', { reportId: REPORT_ID, objectURLs: [frozenURL] })).json<{
        photos: unknown[];
      }>().photos;
    expect(await copy()).toEqual([{ objectURL: frozenURL, evidencePath: `/media/evidence/${REPORT_ID}/0.webp` }]);
    await sweepFrozenPhotos(store.objectStore, new Date(Date.now() + 29 * DAY_MS)); // not yet 30 days
    expect(await copy()).toHaveLength(1);
    expect(await sweepFrozenPhotos(store.objectStore, new Date(Date.now() + 31 * DAY_MS))).toBeGreaterThanOrEqual(1);
    expect(await copy()).toEqual([]);
  });
});

describe('an evidence link', () => {
  let path: string;
  beforeAll(async () => {
    const user = await signIn(app);
    const photo = await uploadPhoto(app, user, 6);
    expect((await lookup(app, user.userId, photo)).statusCode).toBe(200);
    path = (await keepEvidence([photo])).json<{ photos: { evidencePath: string }[] }>().photos[0]?.evidencePath ?? '';
  });

  it("is served when signed to a moderator's session, each view written in the access log first", async () => {
    const before = views.length;
    expect((await open(signed(path))).statusCode).toBe(200);
    expect(views.slice(before)).toEqual([{ moderatorId: moderator.userId, reportId: REPORT_ID }]);
  });

  it('answers a guest 401 and a member 403, even with the signature; 503 when the view cannot be written', async () => {
    const before = views.length;
    expect((await open(signed(path), null)).json()).toMatchObject({ statusCode: 401, code: 'UNAUTHENTICATED' });
    expect((await open(signed(path), await signIn(app))).json()).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      message: 'Only moderators can do this.',
      code: 'MODERATORS_ONLY',
    });
    matchingDown = true;
    try {
      expect((await open(signed(path))).statusCode).toBe(503);
    } finally {
      matchingDown = false;
    }
    expect(views.length).toBe(before);
  });

  it.each([
    ['unsigned', () => path],
    ['expired', () => signed(path, new Date(Date.now() - 1000))],
    ['signed for another copy', () => signed(path.replace('/0.webp', '/1.webp')).replace('/1.webp', '/0.webp')],
    [
      'with its expiry moved',
      () => signed(path).replace(/expires=(\d+)/, (_, e: string) => `expires=${Number(e) + 3600}`),
    ],
    [
      'with a signature made with another key',
      () => signPath(path, 'another-key-that-is-long-enough-too', new Date(Date.now() + HOUR_MS)),
    ],
    ['signed for a copy that does not exist', () => signed(path.replace('/0.webp', '/7.webp'))],
  ])('answers 404 when %s, as if there were no copy', async (_, link) => {
    const res = await open(link());
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'MEDIA_NOT_FOUND' });
  });
});
