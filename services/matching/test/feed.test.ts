import { describe, expect, it } from 'vitest';
import { at, insertPeople, like, newMember, type Member, matchingForFile } from './support.ts';

const { app } = await matchingForFile();

const feed = (member: Member, query = '') =>
  app.inject({
    method: 'GET',
    url: `/api/profiles?userId=${member.userId}${query}`,
    headers: { cookie: member.cookie },
  });

/** Every page of the feed, following the cursors; `between` runs after each page. */
async function allPages(member: Member, limit: number, between: (page: number) => Promise<void> = async () => {}) {
  const ids: string[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 100; page++) {
    const res = await feed(member, `&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.profiles.length).toBeLessThanOrEqual(limit);
    ids.push(...body.profiles.map((profile: { id: string }) => profile.id));
    cursor = body.nextCursor;
    if (!cursor) return ids;
    await between(page);
  }
  throw new Error('the feed never ended');
}

describe('GET /api/profiles', () => {
  // Each test reads the whole feed, so it sees every profile the file made so far: assertions are about sets.
  it('never shows the member, people in their wishlist, or profiles without a name and birth date', async () => {
    const member = await newMember(app);
    const others = await insertPeople(app, 5);
    const hidden = await newMember(app, null);
    await like(app, member, at(others, 0));
    await like(app, member, at(others, 1));
    const shown = await allPages(member, 50);
    expect(shown).not.toContain(member.userId);
    expect(shown).not.toContain(others[0]);
    expect(shown).not.toContain(others[1]);
    expect(shown).not.toContain(hidden.userId);
    expect(shown).toEqual(expect.arrayContaining(others.slice(2)));
  });

  it('answers profiles in the contract shape', async () => {
    const member = await newMember(app);
    const newest = await newMember(app, { firstName: 'Nia', lastName: 'Brooks', bio: 'Hi!', instagramHandle: 'nia.b' });
    const { profiles } = (await feed(member, '&limit=50')).json();
    expect(profiles.find((profile: { id: string }) => profile.id === newest.userId)).toEqual({
      id: newest.userId,
      name: 'Nia Brooks',
      age: expect.any(Number),
      location: '', // no location yet: no place
      bio: 'Hi!',
      profilePhoto: '/api/avatars/NB', // no photo: the initials, never the id
      instagramHandle: '@nia.b',
      instagramPhotos: [],
      photoDescriptions: {},
      interests: [],
      prompts: [],
      intention: null,
      distanceKm: null,
      superLikedYou: false,
    });
  });

  it('pages without gaps or repeats, even while the member adds people between pages', async () => {
    const walker = await newMember(app);
    await insertPeople(app, 23);
    const everyone = await allPages(walker, 50);
    expect(everyone.length).toBeGreaterThanOrEqual(23);

    const liked: string[] = [];
    const paged = await allPages(walker, 4, async (page) => {
      // Like someone from further down the feed: they must simply drop out, shifting nothing.
      const target = at(everyone, everyone.length - 1 - page);
      if ((await like(app, walker, target)).statusCode === 201) liked.push(target);
    });
    expect(new Set(paged).size).toBe(paged.length);
    expect(liked.length).toBeGreaterThan(3);
    expect(paged).toEqual(everyone.filter((id) => !liked.includes(id)));
  });

  it('serves 20 by default, then pages on until a page says there is no next', async () => {
    const member = await newMember(app);
    await insertPeople(app, 25);
    const first = (await feed(member)).json();
    expect(first.profiles).toHaveLength(20);
    expect(first.nextCursor).toEqual(expect.any(String));
    // allPages ends on the first page whose nextCursor is null.
    expect((await allPages(member, 7)).slice(0, 20)).toEqual(
      first.profiles.map((profile: { id: string }) => profile.id),
    );
  });

  it('works without the userId query (the session decides)', async () => {
    const member = await newMember(app);
    const res = await app.inject({ method: 'GET', url: '/api/profiles', headers: { cookie: member.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json().profiles.map((profile: { id: string }) => profile.id)).not.toContain(member.userId);
  });

  it.each([
    ['garbage'],
    [Buffer.from('f:-1').toString('base64url')],
    [Buffer.from('f:99999999999999999999').toString('base64url')],
  ])('refuses the cursor %s with 400', async (cursor) => {
    const member = await newMember(app);
    const res = await feed(member, `&cursor=${cursor}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, code: 'INVALID_CURSOR' });
  });

  it('refuses a limit out of range', async () => {
    const member = await newMember(app);
    expect((await feed(member, '&limit=0')).statusCode).toBe(400);
    expect((await feed(member, '&limit=51')).statusCode).toBe(400);
  });
});

describe('GET /api/profiles/{id}', () => {
  it('answers a discoverable profile', async () => {
    const member = await newMember(app);
    const other = await newMember(app, { firstName: 'Sam', lastName: 'Okafor', birthDate: '1992-03-04' });
    const res = await app.inject({
      method: 'GET',
      url: `/api/profiles/${other.userId}`,
      headers: { cookie: member.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile).toMatchObject({ id: other.userId, name: 'Sam Okafor' });
  });

  it('answers 404 in the error shape for someone unknown or not yet discoverable', async () => {
    const member = await newMember(app);
    const hidden = await newMember(app, null);
    for (const id of [crypto.randomUUID(), hidden.userId]) {
      const res = await app.inject({ method: 'GET', url: `/api/profiles/${id}`, headers: { cookie: member.cookie } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        statusCode: 404,
        error: 'Not Found',
        message: 'Profile not found.',
        code: 'PROFILE_NOT_FOUND',
      });
    }
  });

  it('refuses an id that is not a uuid with 400', async () => {
    const member = await newMember(app);
    expect(
      (await app.inject({ method: 'GET', url: '/api/profiles/42', headers: { cookie: member.cookie } })).statusCode,
    ).toBe(400);
  });
});
