import { closedAfterFile } from '@wishlist/service-kit/testing';
import { describe, expect, it } from 'vitest';
import { deletedPartnerRepository } from '../src/core/deleted-partner-repository.ts';
import {
  feedIds,
  like,
  matchingForFile,
  newMember,
  serviceHeaders,
  startFakeIdentity,
  type Member,
} from './support.ts';

// Issue 44, point 4: a partner may still report a conversation for 30 days after the other deleted their account,
// from what the deletion kept for them; nobody else, never after, and nothing of it shows anywhere else.
const identity = closedAfterFile(await startFakeIdentity());
const { app, billing } = await matchingForFile({ env: { IDENTITY_URL: identity.url, IDENTITY_TIMEOUT_MS: '1000' } });
identity.app = app;

const send = (member: Member, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie: member.cookie }, ...(payload && { payload }) });
const report = (member: Member, profileId: string) =>
  send(member, 'POST', '/api/reports', { profileId, reason: 'harassment' });
const write = (from: Member, to: Member, text: string) =>
  send(from, 'POST', `/api/conversations/${to.userId}/messages`, { text, clientId: crypto.randomUUID() });
const deleteAccount = (member: Member) =>
  app.inject({ method: 'DELETE', url: `/internal/matching/users/${member.userId}`, headers: serviceHeaders });
/** What a report of someone who never was answers (its body, which says no more than that). */
const unknownAnswer = async (member: Member) => {
  const res = await report(member, crypto.randomUUID());
  return { statusCode: res.statusCode, body: res.json() };
};

async function moderator() {
  const member = await newMember(app, { firstName: 'Sam', lastName: 'Moderator' });
  identity.roles.set(member.userId, 'moderator');
  return member;
}

const photoOf = (member: Member) => `/media/users/${member.userId}/face.webp`;

/** A partner and a stranger of a person who wrote to the partner and then deleted their account. */
async function partnerOfDeleted() {
  const [partner, gone, stranger] = [
    await newMember(app),
    await newMember(app, { firstName: 'Riley', lastName: 'Gone' }),
    await newMember(app),
  ];
  expect((await like(app, partner, gone.userId)).statusCode).toBe(201);
  expect((await like(app, gone, partner.userId)).statusCode).toBe(201);
  expect((await like(app, stranger, gone.userId)).statusCode).toBe(201);
  expect((await write(partner, gone, 'Hi Riley')).statusCode).toBe(201);
  expect((await write(gone, partner, 'Send me money')).statusCode).toBe(201);
  await app.pool.query('update matching.profiles set profile_photo = $2 where id = $1', [gone.userId, photoOf(gone)]);
  expect((await deleteAccount(gone)).statusCode).toBe(200);
  return { partner, gone, stranger };
}

describe('reporting a conversation after the other deleted their account', () => {
  it('receives the partner’s report with what the deletion kept, a photo frozen then among it, for the moderators to dismiss', async () => {
    const { partner, gone } = await partnerOfDeleted();
    // Received as any report, as one about a person who blocked the reporter is: neither tells a deletion from a
    // block (oracles.test.ts). The photo was frozen under a name that names nobody, and the report copies it.
    const reported = await report(partner, gone.userId);
    expect(reported.statusCode).toBe(201);
    const [frozenURL] = [...billing.frozen.keys()].filter((url) => billing.frozen.get(url) === photoOf(gone));
    expect(frozenURL).toMatch(/^\/media\/frozen\/[\da-f-]{36}\.webp$/);
    expect(frozenURL).not.toContain(gone.userId);
    expect(billing.evidence.at(-1)).toEqual({ reportId: reported.json().id, objectURLs: [frozenURL] });
    expect((await send(partner, 'GET', '/api/reports/mine')).json().reports).toMatchObject([
      { id: reported.json().id, name: 'Riley', reason: 'harassment', status: 'received' },
    ]);
    // The download lists it, with nothing of the person's: not even the name.
    const exported = await app.inject({
      method: 'GET',
      url: `/internal/matching/users/${partner.userId}/export`,
      headers: serviceHeaders,
    });
    expect(exported.json().reportsYouMade).toEqual([
      { name: null, reason: 'harassment', note: null, reportedAt: expect.any(String) },
    ]);

    const mod = await moderator();
    const cases = (await send(mod, 'GET', '/api/moderation/reports')).json().cases;
    expect(cases.find((c: { profileId: string }) => c.profileId === gone.userId)).toMatchObject({
      name: 'Riley',
      standing: 'deleted',
      reports: 1,
    });
    const opened = await send(mod, 'GET', `/api/moderation/reports/${gone.userId}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ name: 'Riley', standing: 'deleted', photos: [], bio: null });
    expect(opened.json().reports[0].evidence).toMatchObject({
      profile: { firstName: 'Riley' },
      photos: [expect.stringMatching(new RegExp(`^/media/evidence/${reported.json().id}/0\\.webp\\?expires=`))],
      messages: [
        { from: 'reporter', text: 'Hi Riley' },
        { from: 'reported', text: 'Send me money' },
      ],
    });
    const action = (body: object) =>
      send(mod, 'POST', '/api/moderation/actions', { profileId: gone.userId, reason: 'Gone already.', ...body });
    expect((await action({ action: 'warn' })).statusCode).toBe(404);
    expect((await action({ action: 'dismiss' })).statusCode).toBe(201);
    expect((await send(partner, 'GET', '/api/reports/mine')).json().reports).toMatchObject([{ status: 'decided' }]);
    expect((await send(mod, 'GET', '/api/moderation/reports')).json().cases).not.toContainEqual(
      expect.objectContaining({ profileId: gone.userId }),
    );
  });

  it('answers a stranger, or the partner after 30 days, as for someone who never was; shows none of it elsewhere', async () => {
    const { partner, gone, stranger } = await partnerOfDeleted();
    const strangerAnswer = await report(stranger, gone.userId);
    expect({ statusCode: strangerAnswer.statusCode, body: strangerAnswer.json() }).toEqual(
      await unknownAnswer(stranger),
    );

    // Nothing the partner sees names the deleted person: feed, matches, likes, the download.
    expect(await feedIds(app, partner)).not.toContain(gone.userId);
    expect((await send(partner, 'GET', `/api/matches/${partner.userId}`)).json().matches).toEqual([]);
    expect((await send(partner, 'GET', `/api/wishlist/${partner.userId}`)).json().wishlist).toEqual([]);
    const download = await app.inject({
      method: 'GET',
      url: `/internal/matching/users/${partner.userId}/export`,
      headers: serviceHeaders,
    });
    expect(download.statusCode).toBe(200);
    expect(download.body).not.toMatch(/Riley|Send me money/);

    await app.pool.query(
      `update matching.deleted_partner_evidence set keep_until = now() - interval '1 second' where partner_id = $1`,
      [partner.userId],
    );
    const late = await report(partner, gone.userId);
    expect({ statusCode: late.statusCode, body: late.json() }).toEqual(await unknownAnswer(partner));
    // The hourly job forgets it.
    await deletedPartnerRepository(app.db).purgeExpired();
    const { rows } = await app.pool.query('select 1 from matching.deleted_partner_evidence where partner_id = $1', [
      partner.userId,
    ]);
    expect(rows).toEqual([]);
  });
});
