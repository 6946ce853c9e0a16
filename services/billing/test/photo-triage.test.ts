import { errorBody } from '@wishlist/service-kit';
import { closedAfterFile, fakeService, nextRunOf, signIn } from '@wishlist/service-kit/testing';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { nudityScore } from '../src/uploads/nudity.ts';
import { lookup, startTestStore, uploadPhoto } from './stored-photos.ts';
import { billingForFile } from './support.ts';

// README "Photo triage": every stored photo is scored in the background and matching is told each score, flagged
// above NSFW_THRESHOLD, clear otherwise. The threshold decides, never the pictures: 0 flags every photo, 1 none.

/**
 * Matching's side of the triage, routed from the contract: the flags and clears, recording each call (it fails the
 * next `failures` with 503), and who may see a flagged photo (`moderators`, or anyone once `approved`).
 */
async function matchingStandIn() {
  const calls: { path: string; token: unknown; body: unknown; answered: number }[] = [];
  const moderators = new Set<string>();
  const approved = new Set<string>();
  let failures = 0;
  const told = async (request: FastifyRequest, reply: FastifyReply) => {
    const answered = failures > 0 ? 503 : 204;
    if (failures > 0) failures -= 1;
    calls.push({ path: request.url, token: request.headers['x-service-token'], body: request.body, answered });
    return answered === 204 ? reply.status(204).send() : reply.status(503).send(errorBody(503, 'down'));
  };
  const service = await fakeService({
    flagUploadedPhoto: told,
    clearUploadedPhoto: told,
    async getPhotoAccess(request) {
      const { objectURL, viewerId } = request.query;
      return { shown: moderators.has(viewerId) || approved.has(objectURL) };
    },
  });
  return Object.assign(service, {
    calls,
    moderators,
    approved,
    failNext(n: number) {
      failures = n;
    },
  });
}

type User = Awaited<ReturnType<typeof signIn>>;
const media = (app: FastifyInstance, user: User, objectURL: string) =>
  app.inject({ method: 'GET', url: objectURL, headers: { cookie: user.cookie } });
/** How `user` is answered the photo: its status and cache header. */
const servedTo = async (app: FastifyInstance, user: User, objectURL: string) => {
  const res = await media(app, user, objectURL);
  return { status: res.statusCode, cache: res.headers['cache-control'] };
};
const HIDDEN = { status: 404, cache: undefined };

async function eventually<T>(read: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

interface TriageRow {
  nsfw_score: number | null;
  scored_at: Date | null;
  flagged_at: Date | null;
  score_sent_at: Date | null;
}
const triageOf = async (app: FastifyInstance, objectURL: string) =>
  (
    await app.pool.query<TriageRow>(
      'select nsfw_score, scored_at, flagged_at, score_sent_at from billing.uploads where key = $1',
      [objectURL.replace('/media/', '')],
    )
  ).rows[0];

const store = closedAfterFile(await startTestStore());
const matching = closedAfterFile(await matchingStandIn());

/** Billing with the threshold given, telling the stand-in, looking at its queue every 200 ms. */
const billingWith = async (threshold: string) =>
  (
    await billingForFile({
      ...store.env,
      MATCHING_URL: matching.url,
      PHOTO_TRIAGE: 'true',
      NSFW_THRESHOLD: threshold,
      PHOTO_TRIAGE_INTERVAL_MS: '200',
    })
  ).app;

describe('above the threshold (NSFW_THRESHOLD=0)', async () => {
  const app = await billingWith('0');

  it('a photo is scored after the lookup answered, and matching is told of it once', async () => {
    const [user, other, moderator] = [await signIn(app), await signIn(app), await signIn(app)];
    matching.moderators.add(moderator.userId);
    const objectURL = await uploadPhoto(app, user, 1);
    const res = await lookup(app, user.userId, objectURL);
    expect(res.statusCode, res.body).toBe(200);
    // The lookup answered before the model looked at the photo: matching shows it to its owner only.
    expect(res.json()).toMatchObject({ triage: 'awaiting', score: null });
    expect((await triageOf(app, objectURL))?.scored_at).toBeNull();
    // Unscored, it is served to its owner alone and kept by no cache; to anyone else it does not exist.
    expect(await servedTo(app, user, objectURL)).toEqual({ status: 200, cache: 'private, no-store' });
    expect(await servedTo(app, other, objectURL)).toEqual(HIDDEN);
    expect(await servedTo(app, moderator, objectURL)).toEqual(HIDDEN);

    const call = await eventually(async () =>
      matching.calls.find((c) => (c.body as { objectURL: string }).objectURL === objectURL),
    );
    const row = await eventually(async () => {
      const triage = await triageOf(app, objectURL);
      return triage?.score_sent_at ? triage : undefined;
    });
    expect(call.path).toBe('/internal/matching/photos/flagged');
    expect(call.token).toBe('test-service-token-that-is-long-enough');
    expect(call.body).toEqual({ userId: user.userId, objectURL, score: row.nsfw_score });
    expect(row.nsfw_score).toBeGreaterThan(0);
    expect(row.nsfw_score).toBeLessThanOrEqual(1);
    expect(row.flagged_at).not.toBeNull();
    expect((await lookup(app, user.userId, objectURL)).json()).toMatchObject({
      triage: 'flagged',
      score: row.nsfw_score,
    });

    // Held: its owner and the moderators, never from a cache; once approved, everyone.
    expect(await servedTo(app, user, objectURL)).toEqual({ status: 200, cache: 'private, no-store' });
    expect(await servedTo(app, moderator, objectURL)).toEqual({ status: 200, cache: 'private, no-store' });
    expect(await servedTo(app, other, objectURL)).toEqual(HIDDEN);
    expect(
      (await app.inject({ method: 'GET', url: `${objectURL}?variant=thumbnail`, headers: { cookie: other.cookie } }))
        .statusCode,
    ).toBe(404);
    matching.approved.add(objectURL);
    expect((await servedTo(app, other, objectURL)).status).toBe(200);

    // A later run of the timer does not tell it again.
    await nextRunOf(app, 'photo triage');
    expect(matching.calls.filter((c) => (c.body as { objectURL: string }).objectURL === objectURL)).toHaveLength(1);
  });

  it('a call matching failed is made again until it takes it', async () => {
    const user = await signIn(app);
    matching.failNext(2);
    const objectURL = await uploadPhoto(app, user, 2);
    expect((await lookup(app, user.userId, objectURL)).statusCode).toBe(200);

    const row = await eventually(async () => {
      const triage = await triageOf(app, objectURL);
      return triage?.score_sent_at ? triage : undefined;
    });
    const calls = matching.calls.filter((c) => (c.body as { objectURL: string }).objectURL === objectURL);
    expect(calls.map((c) => c.answered)).toEqual([503, 503, 204]);
    expect(calls.every((c) => JSON.stringify(c.body) === JSON.stringify(calls[0]?.body))).toBe(true);
    expect(row.flagged_at).not.toBeNull();
  });
});

describe('under the threshold (NSFW_THRESHOLD=1)', async () => {
  const app = await billingWith('1');

  it('a photo is scored and matching is told it is clear; from then on everyone is served it, asking again each time', async () => {
    const [user, other] = [await signIn(app), await signIn(app)];
    const objectURL = await uploadPhoto(app, user, 3);
    expect((await lookup(app, user.userId, objectURL)).json()).toMatchObject({ triage: 'awaiting' });
    expect(await servedTo(app, other, objectURL)).toEqual(HIDDEN);
    const row = await eventually(async () => {
      const triage = await triageOf(app, objectURL);
      return triage?.score_sent_at ? triage : undefined;
    });
    expect(row.nsfw_score).toBeGreaterThanOrEqual(0);
    expect(row.flagged_at).toBeNull();
    const calls = matching.calls.filter((c) => (c.body as { objectURL: string }).objectURL === objectURL);
    expect(calls).toMatchObject([
      { path: '/internal/matching/photos/cleared', body: { userId: user.userId, objectURL, score: row.nsfw_score } },
    ]);
    expect(await servedTo(app, other, objectURL)).toEqual({ status: 200, cache: 'private, no-cache' });
    expect((await lookup(app, user.userId, objectURL)).json()).toMatchObject({ triage: 'clear' });
  });
});

describe('the nudity score', () => {
  it("is the model's Porn + Hentai + Sexy, never Neutral or Drawing", () => {
    const predictions = (porn: number, hentai: number, sexy: number, neutral: number, drawing: number) => [
      { className: 'Neutral', probability: neutral },
      { className: 'Porn', probability: porn },
      { className: 'Drawing', probability: drawing },
      { className: 'Sexy', probability: sexy },
      { className: 'Hentai', probability: hentai },
    ];
    expect(nudityScore(predictions(0.5, 0.2, 0.1, 0.1, 0.1))).toBeCloseTo(0.8);
    expect(nudityScore(predictions(0, 0, 0, 0.6, 0.4))).toBe(0);
    expect(nudityScore(predictions(0, 0, 0.3, 0.7, 0))).toBeCloseTo(0.3);
    // Float rounding never takes it past 1.
    expect(nudityScore(predictions(0.6, 0.3, 0.1000001, 0, 0))).toBe(1);
  });
});
