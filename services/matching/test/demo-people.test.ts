import { contract } from '@wishlist/contract';
import { buildEdgeApp, edgeConfig } from '@wishlist/edge';
import { loadConfig } from '@wishlist/service-kit';
import { describe, expect, it } from 'vitest';
import { DEMO_PEOPLE_COUNT, demoPeople } from '../src/demo-people/people.ts';
import { demoPeopleRepository } from '../src/demo-people/repository.ts';
import { PROMPTS } from '../src/profiles/prompts.ts';
import { placeOf } from '../src/core/cities.ts';
import { ageOn } from '../src/core/birth-date.ts';
import { at, buildTestMatching, like, newMember, matchingForFile } from './support.ts';

const { app, billing, databaseUrl } = await matchingForFile();

const handlePattern = new RegExp(
  (contract.components as { schemas: { ProfileUpdate: { properties: { instagramHandle: { pattern: string } } } } })
    .schemas.ProfileUpdate.properties.instagramHandle.pattern,
);

describe('demo people', () => {
  const people = demoPeople();

  it('are the same on every run', () => {
    expect(demoPeople()).toEqual(people);
  });

  it('are at least 200 varied, believable people', () => {
    expect(people).toHaveLength(DEMO_PEOPLE_COUNT);
    expect(DEMO_PEOPLE_COUNT).toBeGreaterThanOrEqual(200);
    expect(new Set(people.map((person) => person.id)).size).toBe(people.length);
    expect(new Set(people.map((person) => `${person.firstName} ${person.lastName}`)).size).toBeGreaterThan(190);
    // Their place is the city nearest where they are, as anyone's is (location/cities.ts): about one per state.
    expect(new Set(people.map((person) => person.location)).size).toBeGreaterThan(40);
    for (const person of people) {
      expect(ageOn(person.birthDate)).toBeGreaterThanOrEqual(18);
      expect(ageOn(person.birthDate)).toBeLessThanOrEqual(60);
      expect(person.location).toBe(placeOf(person));
      expect(person.bio.length).toBeGreaterThan(20);
      expect(person.instagramHandle).toMatch(handlePattern);
      expect(person.instagramHandle.startsWith('@')).toBe(true);
      expect(person.photos.length).toBeGreaterThanOrEqual(1);
      expect(person.photos.length).toBeLessThanOrEqual(6);
      for (const photo of person.photos) expect(photo).toMatch(/^\/api\/avatars\/[A-Za-z0-9-]{1,64}$/);
      expect(person.interests.length).toBeGreaterThanOrEqual(3);
    }
    const ages = people.map((person) => ageOn(person.birthDate));
    expect(Math.min(...ages)).toBeLessThan(25);
    expect(Math.max(...ages)).toBeGreaterThan(50);
  });

  it('answer one to three prompts of the catalogue, and most say what they are looking for', () => {
    const catalogue = PROMPTS.map((prompt) => prompt.id);
    for (const person of people) {
      expect(person.prompts.length).toBeGreaterThanOrEqual(1);
      expect(person.prompts.length).toBeLessThanOrEqual(3);
      expect(new Set(person.prompts.map((prompt) => prompt.promptId)).size).toBe(person.prompts.length);
      for (const { promptId, answer } of person.prompts) {
        expect(catalogue).toContain(promptId);
        expect(answer.length).toBeLessThanOrEqual(150);
      }
    }
    expect(new Set(people.map((person) => person.intention)).size).toBe(6); // the five intentions, and unsaid
  });

  it('show their prompts and intention to members, also when seeded before they had them', async () => {
    const [first] = people;
    if (!first) throw new Error('no demo people');
    await demoPeopleRepository(app.orm.em.fork()).add([{ ...first, prompts: [], intention: null }]);
    await demoPeopleRepository(app.orm.em.fork()).add([first]);
    const member = await newMember(app);
    const shown = await app.inject({
      method: 'GET',
      url: `/api/profiles/${first.id}`,
      headers: { cookie: member.cookie },
    });
    expect(shown.json().profile).toMatchObject({ prompts: first.prompts, intention: first.intention });
    await app.pool.query('delete from matching.profiles where id = $1', [first.id]);
  });

  it('are seeded once: a second start adds nobody', async () => {
    const seed = () => demoPeopleRepository(app.orm.em.fork()).add(people);
    expect(await seed()).toBe(DEMO_PEOPLE_COUNT);
    expect(await seed()).toBe(0);
    const { rows } = await app.pool.query(
      'select count(*)::int as n, count(*) filter (where likes_back)::int as back from matching.profiles where demo',
    );
    expect(rows[0].n).toBe(DEMO_PEOPLE_COUNT);
    expect(rows[0].back).toBe(people.filter((person) => person.likesBack).length);
    expect(rows[0].back).toBeGreaterThan(DEMO_PEOPLE_COUNT / 4);
  });

  it('give a new member a match within their first few likes, in feed order', async () => {
    // A start with DEMO_PEOPLE, as npm start's: it seeds them (if not there yet) and they like back.
    const demo = await buildTestMatching(billing.url, databaseUrl, { DEMO_PEOPLE: 'true' });
    try {
      const member = await newMember(demo);
      const { profiles } = (
        await demo.inject({ method: 'GET', url: '/api/profiles?limit=3', headers: { cookie: member.cookie } })
      ).json();
      expect(profiles.map((profile: { profilePhoto: string }) => profile.profilePhoto)).toEqual(
        expect.arrayContaining([expect.stringMatching(/^\/api\/avatars\//)]),
      );
      const matched = [];
      for (const profile of profiles) matched.push((await like(demo, member, profile.id)).json().matched);
      expect(matched).toContain(true);
    } finally {
      await demo.close();
    }
  });

  it("who like back make a comment on their prompt the match's first message", async () => {
    const demo = await buildTestMatching(billing.url, databaseUrl, { DEMO_PEOPLE: 'true' });
    try {
      const member = await newMember(demo);
      const likesBack = people.find((person) => person.likesBack);
      if (!likesBack) throw new Error('no demo person likes back');
      const [prompt] = likesBack.prompts;
      const comment = { text: 'Same here!', on: { prompt: prompt?.promptId } };
      const liked = await demo.inject({
        method: 'POST',
        url: '/api/wishlist',
        headers: { cookie: member.cookie },
        payload: { userId: member.userId, profileId: likesBack.id, comment },
      });
      expect(liked.json().matched).toBe(true);
      const conversation = await demo.inject({
        method: 'GET',
        url: `/api/conversations/${likesBack.id}/messages`,
        headers: { cookie: member.cookie },
      });
      expect(conversation.json().messages).toEqual([
        expect.objectContaining({
          mine: true,
          text: 'Same here!',
          answers: { prompt: prompt?.promptId, answer: prompt?.answer },
        }),
      ]);
    } finally {
      await demo.close();
    }
  });
});

describe('GET /api/avatars/{seed}', () => {
  it('draws an SVG on our own origin, the same for the same seed, cacheable for good', async () => {
    const photo = at(at(demoPeople(), 0).photos, 0);
    const first = await app.inject({ method: 'GET', url: photo });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/svg+xml');
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(first.body).toMatch(/^<svg[\s\S]*<\/svg>$/);
    expect(first.body).not.toMatch(/(href|src)=["']?https?:|url\(["']?https?:/); // nothing loads from another host
    expect((await app.inject({ method: 'GET', url: photo })).body).toBe(first.body);
    expect((await app.inject({ method: 'GET', url: photo.replace(/-0$/, '-1') })).body).not.toBe(first.body);
  });

  it('serves guests (an <img> needs no session) and refuses a malformed seed with 400', async () => {
    expect((await app.inject({ method: 'GET', url: `/api/avatars/${crypto.randomUUID()}` })).statusCode).toBe(200);
    const bad = await app.inject({ method: 'GET', url: '/api/avatars/no_underscores' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION' });
  });

  it('is served through the edge (its route comes from the contract)', async () => {
    const matchingUrl = await app.listen({ host: '127.0.0.1', port: 0 });
    const edge = await buildEdgeApp(
      loadConfig(edgeConfig, { PORT: '0', LOG_LEVEL: 'silent', MATCHING_URL: matchingUrl }),
    );
    try {
      const res = await edge.inject({ method: 'GET', url: '/api/avatars/m-abc123-2' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml');
    } finally {
      await edge.close();
    }
  });
});
