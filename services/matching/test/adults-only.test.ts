import { contract, extensionsOf, operations, ownerOf } from '@wishlist/contract';
import { describe, expect, it } from 'vitest';
import { like, newMember, type Member, matchingForFile } from './support.ts';

/** Matching's operations the contract marks adults only (`x-adults-only`), which the kit gates. */
const matchingOperations = operations.filter((op) => ownerOf(op) === 'matching');
const ADULTS_ONLY_OPERATIONS = new Set(
  matchingOperations.filter((op) => extensionsOf(op)['x-adults-only'] === true).map((op) => op.operationId),
);

const { app, billing } = await matchingForFile();

const patch = (member: Member, payload: object) =>
  app.inject({ method: 'PATCH', url: '/api/profile', headers: { cookie: member.cookie }, payload });
const own = async (member: Member) =>
  (await app.inject({ method: 'GET', url: '/api/profile', headers: { cookie: member.cookie } })).json().profile;

type Request = { method: 'GET' | 'POST' | 'DELETE'; url: string; payload?: object };
/** A request of each gated operation, by `me`, about `other` (who liked `me` and wrote to them). */
function requests(me: Member, other: string, messageId: string) {
  return {
    listProfiles: { method: 'GET', url: '/api/profiles' },
    getProfile: { method: 'GET', url: `/api/profiles/${other}` },
    addToWishlist: { method: 'POST', url: '/api/wishlist', payload: { userId: me.userId, profileId: other } },
    restoreWishlistEntry: { method: 'POST', url: `/api/wishlist/${me.userId}/${other}/restore` },
    checkLikeLimit: { method: 'POST', url: `/api/check-like-limit/${me.userId}` },
    recordPass: { method: 'POST', url: '/api/passes', payload: { profileId: other } },
    listLikesReceived: { method: 'GET', url: '/api/likes/received' },
    listMessages: { method: 'GET', url: `/api/conversations/${other}/messages` },
    sendMessage: {
      method: 'POST',
      url: `/api/conversations/${other}/messages`,
      payload: { text: 'Hi!', clientId: crypto.randomUUID() },
    },
    markConversationRead: { method: 'POST', url: `/api/conversations/${other}/read`, payload: { messageId } },
    markConversationOpened: { method: 'POST', url: `/api/conversations/${other}/opened` },
    startBoost: { method: 'POST', url: '/api/boosts' },
  } satisfies Record<string, Request>;
}
const send = (member: Member, request: Request) => app.inject({ ...request, headers: { cookie: member.cookie } });

describe('adults only, before anything else', () => {
  it('covers exactly the operations the contract says answer BIRTH_DATE_REQUIRED', () => {
    const declared = matchingOperations
      .filter((op) =>
        JSON.stringify(contract.paths[op.path]?.[op.method.toLowerCase()]).includes('BIRTH_DATE_REQUIRED'),
      )
      .map((op) => op.operationId);
    expect(new Set(declared)).toEqual(ADULTS_ONLY_OPERATIONS);
    const dummy = { userId: crypto.randomUUID(), cookie: '' };
    expect(new Set(Object.keys(requests(dummy, '', '')))).toEqual(ADULTS_ONLY_OPERATIONS);
    expect(JSON.stringify(contract.components)).toContain('BIRTH_DATE_REQUIRED');
  });

  it('refuses every gated operation with 403 BIRTH_DATE_REQUIRED until the profile is complete, then lets it through', async () => {
    const fresh = await newMember(app, null); // as signup leaves a profile: the username as first name, no birth date
    await billing.setTier(app, fresh.userId, 'gold'); // so that no plan refuses (boosts, super likes)
    const other = await newMember(app);

    for (const [operationId, request] of Object.entries(requests(fresh, other.userId, crypto.randomUUID()))) {
      const res = await send(fresh, request);
      expect(res.statusCode, operationId).toBe(403);
      expect(res.json(), operationId).toEqual({
        statusCode: 403,
        error: 'Forbidden',
        message: 'Add your birth date and first name first.',
        code: 'BIRTH_DATE_REQUIRED',
      });
    }
    // Nothing was done: no like reached the other person, no pass, no message, no boost.
    const theirLikes = await app.inject({
      method: 'GET',
      url: '/api/likes/received',
      headers: { cookie: other.cookie },
    });
    expect(theirLikes.json()).toMatchObject({ count: 0 });
    const done = await app.pool.query(
      `select (select count(*) from matching.wishlist_entries where user_id = $1)::int
            + (select count(*) from matching.passes where user_id = $1)::int
            + (select count(*) from matching.messages where sender_id = $1)::int
            + (select count(*) from matching.monthly_boosts where user_id = $1)::int as n`,
      [fresh.userId],
    );
    expect(done.rows[0].n).toBe(0);

    // A first name and an adult birth date complete the profile (an under-18 one: profiles.test.ts).
    expect((await patch(fresh, { firstName: 'Ana', birthDate: '1996-04-12' })).json().profile).toMatchObject({
      discoverable: true,
    });
    expect((await like(app, other, fresh.userId)).statusCode).toBe(201); // now others can see them, and like them
    const allowed = requests(fresh, other.userId, '');
    expect((await send(fresh, allowed.listProfiles)).statusCode).toBe(200);
    expect((await send(fresh, allowed.getProfile)).statusCode).toBe(200);
    expect((await send(fresh, allowed.checkLikeLimit)).statusCode).toBe(200);
    expect((await send(fresh, allowed.listLikesReceived)).statusCode).toBe(200);
    expect((await send(fresh, allowed.addToWishlist)).json()).toMatchObject({ matched: true });
    const hello = await app.inject({
      method: 'POST',
      url: `/api/conversations/${fresh.userId}/messages`,
      headers: { cookie: other.cookie },
      payload: { text: 'Welcome', clientId: crypto.randomUUID() },
    });
    expect(hello.statusCode).toBe(201);
    const after = requests(fresh, other.userId, hello.json().id);
    expect((await send(fresh, after.listMessages)).statusCode).toBe(200);
    expect((await send(fresh, after.sendMessage)).statusCode).toBe(201);
    expect((await send(fresh, after.markConversationRead)).statusCode).toBe(204);
    expect((await send(fresh, after.markConversationOpened)).statusCode).toBe(204);
    expect((await send(fresh, after.startBoost)).statusCode).toBe(201);
    const third = await newMember(app);
    expect((await send(fresh, { ...after.recordPass, payload: { profileId: third.userId } })).statusCode).toBe(204);
    const removed = await send(fresh, { method: 'DELETE', url: `/api/wishlist/${fresh.userId}/${third.userId}` });
    expect(removed.statusCode).toBe(404); // never added: nothing to remove
    expect((await like(app, fresh, third.userId)).statusCode).toBe(201);
    await send(fresh, { method: 'DELETE', url: `/api/wishlist/${fresh.userId}/${third.userId}` });
    const restored = await send(fresh, {
      method: 'POST',
      url: `/api/wishlist/${fresh.userId}/${third.userId}/restore`,
    });
    expect(restored.statusCode).toBe(201);
  });

  it('leaves safety open before the profile is complete: blocking and reporting someone work', async () => {
    const fresh = await newMember(app, null);
    const other = await newMember(app);
    const report = await send(fresh, {
      method: 'POST',
      url: '/api/reports',
      payload: { profileId: other.userId, reason: 'spam' },
    });
    expect(report.statusCode).toBe(201);
    const block = await send(fresh, { method: 'POST', url: '/api/blocks', payload: { profileId: other.userId } });
    expect(block.statusCode).toBe(204);
  });

  it('shows nobody a person without a birth date: not in feeds, not by id', async () => {
    const fresh = await newMember(app, null);
    const viewer = await newMember(app);
    const feed = await send(viewer, { method: 'GET', url: '/api/profiles?limit=50' });
    expect(feed.json().profiles.map((p: { id: string }) => p.id)).not.toContain(fresh.userId);
    expect((await send(viewer, { method: 'GET', url: `/api/profiles/${fresh.userId}` })).statusCode).toBe(404);
  });
});

describe('the birth date, once set', () => {
  it('is locked: another date answers 409 BIRTH_DATE_LOCKED and saves nothing of that update', async () => {
    const member = await newMember(app, null);
    expect((await patch(member, { birthDate: '1990-01-01' })).statusCode).toBe(200);
    const changed = await patch(member, { birthDate: '1985-01-01', firstName: 'Changed' });
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message: 'Your birth date can only be changed by support.',
      code: 'BIRTH_DATE_LOCKED',
    });
    expect(await own(member)).toMatchObject({
      birthDate: '1990-01-01',
      firstName: expect.not.stringMatching('Changed'),
    });
    // Sending the same date again is no change (a form that sends every field keeps working).
    expect((await patch(member, { birthDate: '1990-01-01', firstName: 'Maya' })).statusCode).toBe(200);
  });
});

describe('a person without a photo', () => {
  it('is shown with their initials, a neutral picture and never a drawn face', async () => {
    const viewer = await newMember(app);
    const person = await newMember(app, { firstName: 'Émile', lastName: 'van der Berg' });
    const shown = (await send(viewer, { method: 'GET', url: `/api/profiles/${person.userId}` })).json().profile;
    expect(shown.profilePhoto).toBe('/api/avatars/%C3%89B');
    const picture = await app.inject({ method: 'GET', url: shown.profilePhoto });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toContain('image/svg+xml');
    expect(picture.body).toContain('>ÉB</text>');
    expect(picture.body).not.toMatch(/<path|<circle|<ellipse/); // letters on a backdrop: no face
    // A demo person's photo (demo-people/) is still their drawn picture.
    expect((await app.inject({ method: 'GET', url: '/api/avatars/f-abc123-1' })).body).toMatch(/<path/);
  });
});
