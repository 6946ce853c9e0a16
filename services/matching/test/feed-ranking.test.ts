import { describe, expect, it } from 'vitest';
import { at, like, newMember, type Member, matchingForFile } from './support.ts';

// The order of the feed's last group, "everyone else": the two-sided score in windows (feed/score-repository.ts,
// feed/repository.ts; docs/architecture.md "The feed").

const { app } = await matchingForFile();

const feed = (member: Member, query: string) =>
  app.inject({ method: 'GET', url: `/api/profiles?${query}`, headers: { cookie: member.cookie } });

const pass = (member: Member, profileId: string) =>
  app.inject({ method: 'POST', url: '/api/passes', headers: { cookie: member.cookie }, payload: { profileId } });

/** Every page of the feed, following the cursors; `between` runs after each page with the ids shown so far. */
async function allPages(member: Member, limit: number, between: (shown: string[]) => Promise<void> = async () => {}) {
  const ids: string[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 200; page++) {
    const res = await feed(member, `limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(res.statusCode).toBe(200);
    const body: { profiles: { id: string }[]; nextCursor: string | null } = res.json();
    expect(body.profiles.length).toBeLessThanOrEqual(limit);
    ids.push(...body.profiles.map((profile) => profile.id));
    cursor = body.nextCursor;
    if (!cursor) return ids;
    await between(ids);
  }
  throw new Error('the feed never ended');
}

const man = { gender: 'man', showMe: 'women', birthDate: '1990-03-01' };
const woman = { gender: 'woman', showMe: 'men', birthDate: '1992-05-01' };

describe('the order of everyone else', () => {
  it('puts a person who fits both ways above one who fits one way only', async () => {
    const viewer = await newMember(app, man);
    // The viewer (36) is inside the first one's saved ages and outside the second one's; the second is newer.
    const bothWays = await newMember(app, { ...woman, filters: { minAge: 30, maxAge: 40 } });
    const oneWay = await newMember(app, { ...woman, filters: { minAge: 22, maxAge: 30 } });
    const shown = await allPages(viewer, 50);
    expect(shown).toContain(oneWay.userId);
    expect(shown.indexOf(bothWays.userId)).toBeLessThan(shown.indexOf(oneWay.userId));
  });

  it('is not decided by whether a person liked or passed the viewer', async () => {
    const viewer = await newMember(app, man);
    // Pairs of twins, older first: with a tie the newer comes first. A like or a pass that raised the older twin, or
    // lowered the newer one, would swap a pair.
    const pairs = [];
    for (let i = 0; i < 4; i++) pairs.push([await newMember(app, woman), await newMember(app, woman)] as const);
    const [olderLikes, newerLikes, olderPasses, newerPasses] = pairs;
    if (!olderLikes || !newerLikes || !olderPasses || !newerPasses) throw new Error('no pairs');
    expect((await like(app, olderLikes[0], viewer.userId)).statusCode).toBe(201);
    expect((await like(app, newerLikes[1], viewer.userId)).statusCode).toBe(201);
    expect((await pass(olderPasses[0], viewer.userId)).statusCode).toBe(204);
    expect((await pass(newerPasses[1], viewer.userId)).statusCode).toBe(204);
    const shown = await allPages(viewer, 50);
    for (const [older, newer] of pairs) expect(shown.indexOf(newer.userId)).toBe(shown.indexOf(older.userId) - 1);
  });

  it('pages without gaps or repeats across windows while likes, passes and others change the scores', async () => {
    const viewer = await newMember(app, man);
    // 260 women, more than two windows, of varied ages, interests, saved ages and activity.
    const { rows } = await app.pool.query<{ id: string }>(
      `insert into matching.profiles (id, first_name, birth_date, gender, show_me, interests, filter_min_age, filter_max_age, active_on)
       select gen_random_uuid(), 'Ranked', date '1980-01-01' + i * 37, 'woman', 'men',
         jsonb_build_array(case when i % 3 = 0 then 'Hiking' else 'Chess' end), case when i % 4 = 0 then 40 end,
         case when i % 4 = 0 then 60 end, current_date - i % 20
       from generate_series(1, 260) i returning id`,
    );
    const women = rows.map((row) => row.id);
    const everyone = await allPages(viewer, 50);
    expect(everyone).toEqual(expect.arrayContaining(women));
    expect(new Set(everyone).size).toBe(everyone.length);

    let round = 0;
    const gone: string[] = [];
    const paged = await allPages(viewer, 25, async (shown) => {
      round++;
      const notYetShown = everyone.filter((id) => !shown.includes(id) && !gone.includes(id));
      // The viewer passes one person further down and (within the free plan's 10 likes) likes another: they drop out.
      if (notYetShown.length > 2) {
        const passed = at(notYetShown, Math.floor(notYetShown.length / 2));
        expect((await pass(viewer, passed)).statusCode).toBe(204);
        gone.push(passed);
      }
      if (notYetShown.length > 2 && round <= 10) {
        const liked = at(notYetShown, notYetShown.length - 1);
        expect((await like(app, viewer, liked)).statusCode).toBe(201);
        gone.push(liked);
      }
      // Others' likes and passes move everyone's counts; some stop opening the app: the scores change.
      await app.pool.query(
        `insert into matching.wishlist_entries (id, user_id, profile_id)
         select gen_random_uuid(), a, b from unnest($1::uuid[]) a, unnest($1::uuid[]) b
         where a <> b and (hashtext(a::text || b::text) + $2) % 97 = 0 on conflict do nothing`,
        [women, round],
      );
      await app.pool.query(
        `insert into matching.passes (user_id, profile_id)
         select a, b from unnest($1::uuid[]) a, unnest($1::uuid[]) b
         where a <> b and (hashtext(b::text || a::text) + $2) % 89 = 0 on conflict do nothing`,
        [women, round],
      );
      await app.pool.query(
        `update matching.profiles set active_on = current_date - 30 where id = any($1) and hashtext(id::text || $2) % 5 = 0`,
        [women, String(round)],
      );
    });
    expect(round).toBeGreaterThan(8);
    // No repeats; nobody liked or passed before being shown turns up later; nobody else is missing.
    expect(new Set(paged).size).toBe(paged.length);
    expect(paged.filter((id) => gone.includes(id))).toEqual([]);
    expect(new Set([...paged, ...gone])).toEqual(new Set(everyone));
  });

  it('keeps the counts it reads equal to the likes and passes there are, however they come and go', async () => {
    const [a, b, c] = [await newMember(app, man), await newMember(app, woman), await newMember(app, woman)];
    expect((await like(app, a, b.userId)).statusCode).toBe(201);
    expect((await like(app, b, a.userId)).statusCode).toBe(201);
    expect((await pass(a, c.userId)).statusCode).toBe(204);
    expect((await pass(a, c.userId)).statusCode).toBe(204);
    expect((await like(app, c, a.userId)).statusCode).toBe(201);
    // A block takes the blocker's like; a profile deleted takes the rows that point at it.
    const block = await app.inject({
      method: 'POST',
      url: '/api/blocks',
      headers: { cookie: b.cookie },
      payload: { profileId: a.userId },
    });
    expect(block.statusCode).toBeLessThan(300);
    await app.pool.query('delete from matching.profiles where id = $1', [c.userId]);
    const counted = await app.pool.query(
      `select profile_id, likes_given, passes_given, likes_received, passes_received from matching.decision_counts
       where profile_id = any($1) and (likes_given, passes_given, likes_received, passes_received) <> (0, 0, 0, 0)
       order by profile_id`,
      [[a.userId, b.userId, c.userId]],
    );
    const recounted = await app.pool.query(
      `select id as profile_id, sum(lg)::int as likes_given, sum(pg)::int as passes_given, sum(lr)::int as likes_received,
         sum(pr)::int as passes_received
       from (select user_id id, 1 lg, 0 pg, 0 lr, 0 pr from matching.wishlist_entries
         union all select profile_id, 0, 0, 1, 0 from matching.wishlist_entries
         union all select user_id, 0, 1, 0, 0 from matching.passes
         union all select profile_id, 0, 0, 0, 1 from matching.passes) d
       where id = any($1) group by id order by id`,
      [[a.userId, b.userId, c.userId]],
    );
    expect(recounted.rows.length).toBeGreaterThan(0);
    expect(counted.rows).toEqual(recounted.rows);
  });
});
