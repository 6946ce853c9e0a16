import { describe, expect, it } from 'vitest';
import { insertPeople, like, newMember, type Member, matchingForFile } from './support.ts';

const { app } = await matchingForFile();

const pass = (member: Member, profileId: string) =>
  app.inject({ method: 'POST', url: '/api/passes', headers: { cookie: member.cookie }, payload: { profileId } });
const feedIds = async (member: Member): Promise<string[]> => {
  const res = await app.inject({ method: 'GET', url: '/api/profiles?limit=50', headers: { cookie: member.cookie } });
  expect(res.statusCode).toBe(200);
  return res.json().profiles.map((profile: { id: string }) => profile.id);
};

describe('POST /api/passes', () => {
  // First in the file, while the database holds only these people: the fallback needs an otherwise empty feed.
  it('shows the passed people again once nobody else is left, and pages through them', async () => {
    const member = await newMember(app);
    const [first, second, third] = await insertPeople(app, 3);
    if (!first || !second || !third) throw new Error('three people expected');
    for (const id of [first, second]) expect((await pass(member, id)).statusCode).toBe(204);
    expect(await feedIds(member)).toEqual([third]);

    expect((await pass(member, third)).statusCode).toBe(204);
    expect(await feedIds(member)).toEqual([third, second, first]);
    // The fallback pages on with its own cursor: no gaps, no repeats.
    const firstPage = await app.inject({
      method: 'GET',
      url: '/api/profiles?limit=2',
      headers: { cookie: member.cookie },
    });
    const cursor = firstPage.json().nextCursor;
    const next = await app.inject({
      method: 'GET',
      url: `/api/profiles?limit=2&cursor=${cursor}`,
      headers: { cookie: member.cookie },
    });
    expect(next.json()).toMatchObject({ profiles: [{ id: first }], nextCursor: null });
  });

  it('keeps a passed person out of the feed for 7 days, uses no like, and a second pass starts the 7 days again', async () => {
    const member = await newMember(app);
    const [passed] = await insertPeople(app, 1);
    if (!passed) throw new Error('one person expected');
    expect(await feedIds(member)).toContain(passed);
    expect((await pass(member, passed)).statusCode).toBe(204);
    expect(await feedIds(member)).not.toContain(passed);
    const used = await app.inject({
      method: 'POST',
      url: `/api/check-like-limit/${member.userId}`,
      headers: { cookie: member.cookie },
    });
    expect(used.json()).toMatchObject({ used: 0 });
    // A pass does not stop a like.
    expect((await like(app, member, passed)).statusCode).toBe(201);

    const other = await newMember(app);
    expect((await pass(other, passed)).statusCode).toBe(204);
    await app.pool.query(
      `update matching.passes set passed_at = now() - interval '7 days 1 minute' where user_id = $1`,
      [other.userId],
    );
    expect(await feedIds(other)).toContain(passed);
    expect((await pass(other, passed)).statusCode).toBe(204);
    expect(await feedIds(other)).not.toContain(passed);
  });

  it('refuses a match with 409 MATCHED and stores nothing, so the person is not kept out of Likes you', async () => {
    const member = await newMember(app);
    const match = await newMember(app);
    expect((await like(app, member, match.userId)).statusCode).toBe(201);
    expect((await like(app, match, member.userId)).statusCode).toBe(201);
    expect((await pass(member, match.userId)).json()).toMatchObject({ statusCode: 409, code: 'MATCHED' });
    const stored = await app.pool.query('select 1 from matching.passes where user_id = $1', [member.userId]);
    expect(stored.rowCount).toBe(0);
    // Someone only liked (not a match) can still be passed.
    const liked = await newMember(app);
    expect((await like(app, member, liked.userId)).statusCode).toBe(201);
    expect((await pass(member, liked.userId)).statusCode).toBe(204);
  });

  it('refuses yourself with 400, someone not shown with 404, a bad body with 400 and a guest with 401', async () => {
    const member = await newMember(app);
    expect((await pass(member, member.userId)).json()).toMatchObject({ statusCode: 400, code: 'SELF_PASS' });
    expect((await pass(member, crypto.randomUUID())).json()).toMatchObject({
      statusCode: 404,
      code: 'PROFILE_NOT_FOUND',
    });
    const hidden = await newMember(app, null);
    expect((await pass(member, hidden.userId)).statusCode).toBe(404);
    const bad = await app.inject({
      method: 'POST',
      url: '/api/passes',
      headers: { cookie: member.cookie },
      payload: { profileId: 'nope' },
    });
    expect(bad.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION' });
    const extra = await app.inject({
      method: 'POST',
      url: '/api/passes',
      headers: { cookie: member.cookie },
      payload: { profileId: member.userId, userId: member.userId },
    });
    expect(extra.statusCode).toBe(400);
    const guest = await app.inject({ method: 'POST', url: '/api/passes', payload: { profileId: crypto.randomUUID() } });
    expect(guest.json()).toMatchObject({ statusCode: 401 });
  });
});
