import { describe, expect, it } from 'vitest';
import { like, newMember, serviceHeaders, type Member, matchingForFile } from './support.ts';

// A like's comment (issue 46): it follows the likes-you rules exactly, becomes the first message at a match, and
// counts as a like, not a message.

const { app, billing } = await matchingForFile();

const as = (member: Member, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie: member.cookie }, ...(payload && { payload }) });
const SUNDAY = { promptId: 'perfect_sunday', answer: 'Croissants at dawn, then a gig.' };

/** Someone with an answered prompt and a photo to comment on, on `tier`. */
async function commentable(tier: 'free' | 'premium' = 'free', firstName = 'Jo') {
  const person = await newMember(app, { firstName, prompts: [SUNDAY] });
  if (tier !== 'free') await billing.setTier(app, person.userId, tier);
  return person;
}

const likeWithComment = (from: Member, to: Member, comment: object, superLike = false) =>
  as(from, 'POST', '/api/wishlist', { userId: from.userId, profileId: to.userId, superLike, comment });
const onSunday = (text = 'Which gig, though?') => ({ text, on: { prompt: 'perfect_sunday' } });

/** Everything the member could read that may hold a like: their likes received, their data download, their events. */
async function whatTheyRead(member: Member) {
  const received = (await as(member, 'GET', '/api/likes/received')).json();
  const exported = await app.inject({
    method: 'GET',
    url: `/internal/matching/users/${member.userId}/export`,
    headers: serviceHeaders,
  });
  const events = await app.pool.query('select type, data from matching.events where user_id = $1 order by id', [
    member.userId,
  ]);
  return { received, exported: exported.json(), events: events.rows };
}

describe('refusals', () => {
  it('refuses a guest (401), a blank comment, a prompt not answered or a photo not shown (400), an over-long one', async () => {
    const [liker, liked] = [await newMember(app), await commentable()];
    const guest = await app.inject({
      method: 'POST',
      url: '/api/wishlist',
      payload: { userId: liker.userId, profileId: liked.userId, comment: onSunday() },
    });
    expect(guest.statusCode).toBe(401);
    const refusals = [
      [onSunday('   '), 'EMPTY_COMMENT'],
      [{ text: 'Same!', on: { prompt: 'travel_story' } }, 'UNKNOWN_COMMENT_TARGET'],
      [{ text: 'Nice view', on: { photo: '/media/users/someone-else/photo.webp' } }, 'UNKNOWN_COMMENT_TARGET'],
      [onSunday('x'.repeat(141)), 'VALIDATION'],
      [{ text: 'Hi', on: { prompt: 'no_such_prompt' } }, 'VALIDATION'],
    ] as const;
    for (const [comment, code] of refusals) {
      const res = await likeWithComment(liker, liked, comment);
      expect([res.statusCode, res.json().code]).toEqual([400, code]);
    }
    // None of them used a like or reached anyone.
    expect((await as(liker, 'GET', '/api/entitlements')).json().used.likesToday).toBe(0);
    expect((await as(liked, 'GET', '/api/likes/received')).json()).toMatchObject({ count: 0, withComment: 0 });
  });

  it('answers 404 for someone who blocked the liker, as for a like', async () => {
    const [liker, blocker] = [await newMember(app), await commentable()];
    expect((await as(blocker, 'POST', '/api/blocks', { profileId: liker.userId })).statusCode).toBe(204);
    expect((await likeWithComment(liker, blocker, onSunday())).statusCode).toBe(404);
  });

  it("counts against the day's likes, not messages: the free plan's 10th like may carry one, the 11th not", async () => {
    const liker = await newMember(app);
    for (let i = 0; i < 9; i++) expect((await like(app, liker, (await commentable()).userId)).statusCode).toBe(201);
    expect((await likeWithComment(liker, await commentable(), onSunday())).statusCode).toBe(201);
    const refused = await likeWithComment(liker, await commentable(), onSunday());
    expect([refused.statusCode, refused.json().code]).toEqual([429, 'LIKE_LIMIT_REACHED']);
    expect((await as(liker, 'GET', '/api/entitlements')).json().used).toMatchObject({
      likesToday: 10,
      messagesToday: 0,
    });
  });
});

describe('a comment to a free member', () => {
  it('tells only how many likes came with one: not who wrote it, nor what, in any answer', async () => {
    const [liker, free] = [await newMember(app, { firstName: 'Zed' }), await commentable('free')];
    expect((await likeWithComment(liker, free, onSunday('Zed here: which gig?'))).statusCode).toBe(201);
    const read = await whatTheyRead(free);
    expect(read.received).toEqual({ count: 1, withComment: 1, locked: true, likes: [], nextCursor: null });
    expect(read.exported.likesYouReceived).toEqual({ likes: 1, superLikes: 0, withComment: 1, people: null });
    expect(read.events).toEqual([{ type: 'likes-received', data: {} }]);
    const everything = JSON.stringify(read);
    for (const secret of ['Zed here', 'which gig', liker.userId]) expect(everything).not.toContain(secret);
  });
});

describe('a comment to a paid member', () => {
  it('comes with the like, with the prompt and answer it is on, in likes received and the data download', async () => {
    const [liker, paid] = [await newMember(app, { firstName: 'Ada' }), await commentable('premium')];
    expect((await likeWithComment(liker, paid, onSunday())).statusCode).toBe(201);
    const read = await whatTheyRead(paid);
    expect(read.received).toMatchObject({ count: 1, withComment: 1, locked: false });
    expect(read.received.likes).toEqual([
      expect.objectContaining({
        profile: expect.objectContaining({ id: liker.userId }),
        comment: { text: 'Which gig, though?', on: { prompt: 'perfect_sunday', answer: SUNDAY.answer } },
      }),
    ]);
    expect(read.exported.likesYouReceived.people).toEqual([
      expect.objectContaining({ name: 'Ada', comment: 'Which gig, though?' }),
    ]);
    expect((await whatTheyRead(liker)).exported.likesYouGave).toEqual([
      expect.objectContaining({ comment: 'Which gig, though?' }),
    ]);
  });

  it('may be on a photo, as the profile shows it', async () => {
    const [liker, paid] = [await newMember(app), await commentable('premium')];
    await app.pool.query(
      `update matching.profiles set instagram_photos = '["/media/users/x/view.webp"]' where id = $1`,
      [paid.userId],
    );
    const comment = { text: 'Is that Big Sur?', on: { photo: '/media/users/x/view.webp' } };
    expect((await likeWithComment(liker, paid, comment)).statusCode).toBe(201);
    expect((await as(paid, 'GET', '/api/likes/received')).json().likes[0].comment).toEqual(comment);
  });
});

describe('a report', () => {
  it('keeps the comment as evidence, as it would a message', async () => {
    const [liker, reporter] = [await newMember(app), await commentable('premium')];
    expect((await likeWithComment(liker, reporter, onSunday('Something rude'))).statusCode).toBe(201);
    const reported = await as(reporter, 'POST', '/api/reports', { profileId: liker.userId, reason: 'harassment' });
    expect(reported.statusCode).toBe(201);
    const { rows } = await app.pool.query(
      `select evidence->'messages' as messages from matching.reports where reporter_id = $1`,
      [reporter.userId],
    );
    expect(rows).toEqual([{ messages: [{ from: 'reported', text: 'Something rude', sentAt: expect.any(String) }] }]);
  });
});

describe('at a match', () => {
  it('becomes the first message of the conversation, with what it answers, for both; no message is counted', async () => {
    const [liker, liked] = [await commentable('free', 'Ana'), await commentable('free', 'Ben')];
    expect((await likeWithComment(liker, liked, onSunday())).statusCode).toBe(201);
    const back = await like(app, liked, liker.userId);
    expect(back.json().matched).toBe(true);
    const first = {
      text: 'Which gig, though?',
      answers: { prompt: 'perfect_sunday', answer: SUNDAY.answer },
    };
    for (const [reader, other, mine] of [
      [liker, liked, true],
      [liked, liker, false],
    ] as const) {
      const page = (await as(reader, 'GET', `/api/conversations/${other.userId}/messages`)).json();
      expect(page.messages).toEqual([expect.objectContaining({ ...first, mine })]);
      const listed = (await as(reader, 'GET', '/api/conversations')).json().conversations;
      expect(listed[0]).toMatchObject({ profile: { id: other.userId }, lastMessage: first });
      const events = await app.pool.query(
        `select data from matching.events where user_id = $1 and type = 'message' order by id`,
        [reader.userId],
      );
      expect(events.rows).toEqual([{ data: { profileId: other.userId, message: expect.objectContaining(first) } }]);
    }
    expect((await as(liker, 'GET', '/api/entitlements')).json().used.messagesToday).toBe(0);
  });

  it('puts both comments in the order of the likes when both liked with one', async () => {
    const [ana, ben] = [await commentable('free', 'Ana'), await commentable('free', 'Ben')];
    expect((await likeWithComment(ana, ben, onSunday('First!'))).statusCode).toBe(201);
    expect((await likeWithComment(ben, ana, onSunday('Second.'))).statusCode).toBe(201);
    const page = (await as(ana, 'GET', `/api/conversations/${ben.userId}/messages`)).json();
    expect(page.messages.map((m: { text: string; mine: boolean }) => [m.text, m.mine])).toEqual([
      ['First!', true],
      ['Second.', false],
    ]);
  });

  it('writes no message for a like without a comment', async () => {
    const [ana, ben] = [await commentable(), await commentable()];
    await like(app, ana, ben.userId);
    await like(app, ben, ana.userId);
    expect((await as(ana, 'GET', `/api/conversations/${ben.userId}/messages`)).json().messages).toEqual([]);
  });
});
