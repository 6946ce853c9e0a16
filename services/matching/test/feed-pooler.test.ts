import { dbOver } from '@wishlist/service-kit';
import { throughPooler } from '@wishlist/service-kit/testing';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { FeedFilters } from '../src/feed/filters.ts';
import { cursorAfter, feedRepository, firstPage, type FeedCursor } from '../src/feed/repository.ts';
import { like, newMember, type Member, matchingForFile } from './support.ts';

// The feed through PgBouncer in transaction mode (docs/architecture.md, "The feed"): each transaction may land on
// another server connection, so nothing of a page may depend on the connection before it (a named prepared
// statement did: 75 of 86 feed requests answered 500).

const { app, billing, databaseUrl } = await matchingForFile();
const pooled = new pg.Pool({ connectionString: throughPooler(databaseUrl), max: 8 });
afterAll(async () => pooled.end());

const DENVER = { latitude: 39.74, longitude: -104.99 };
const woman = { gender: 'woman', showMe: 'men' };
const man = { gender: 'man', showMe: 'women' };

async function likesJazz(member: Member) {
  const added = await app.inject({
    method: 'POST',
    url: '/api/profile/interests',
    headers: { cookie: member.cookie },
    payload: { interest: 'Jazz' },
  });
  expect(added.statusCode).toBe(200);
}

/** Women of ages 22 to 51 spread up to about 500 km north of Denver, every third liking jazz; one gold, one a fan of `viewers`. */
async function candidates(viewers: Member[]) {
  for (let i = 0; i < 30; i++) {
    const member = await newMember(app, {
      ...woman,
      birthDate: `${String(1975 + i)}-04-01`,
      coordinates: { latitude: DENVER.latitude + i * 0.15, longitude: DENVER.longitude },
    });
    if (i % 3 === 0) await likesJazz(member);
    if (i === 7) await billing.setTier(app, member.userId, 'gold');
    if (i === 11) for (const viewer of viewers) expect((await like(app, member, viewer.userId)).statusCode).toBe(201);
  }
}

/** Every id of `viewer`'s feed with `filters` as of `asOf`, two a page, following the cursors. */
async function walk(feed: ReturnType<typeof feedRepository>, viewer: Member, filters: FeedFilters, asOf: Date) {
  const seen: string[] = [];
  let cursor: FeedCursor = firstPage(asOf);
  for (let page = 0; page < 100; page++) {
    const rows = await feed.page(viewer.userId, 3, cursor, filters);
    const shown = rows.slice(0, 2);
    seen.push(...shown.map((row) => row.id));
    const next = cursorAfter(shown, cursor);
    if (rows.length <= 2 || !next) return seen;
    cursor = next;
  }
  throw new Error('the feed never ended');
}

describe('the feed through a transaction-mode pooler', () => {
  it('pages with filters and cursors on many connections at once as it does directly', async () => {
    const viewers = [
      await newMember(app, { ...man, birthDate: '1985-01-01', coordinates: DENVER }),
      await newMember(app, { ...man, birthDate: '1990-01-01', coordinates: DENVER }),
      await newMember(app, { ...man, birthDate: '1995-01-01', coordinates: DENVER }),
    ];
    for (const viewer of viewers) await likesJazz(viewer);
    await candidates(viewers);
    const filterSets: FeedFilters[] = [
      {},
      { minAge: 30, maxAge: 40 },
      { maxDistanceKm: 100 },
      { maxDistanceKm: 300, minAge: 35 },
      { commonInterests: true },
    ];
    const asOf = new Date();
    const walks = viewers.flatMap((viewer) => filterSets.map((filters) => ({ viewer, filters })));
    const direct = feedRepository(app.db);
    const expected = [];
    for (const { viewer, filters } of walks) expected.push(await walk(direct, viewer, filters, asOf));
    // Each page of each walk is a transaction of its own: with the walks all at once, pages of one walk run on several
    // server connections, and each server connection serves several walks.
    const throughPgbouncer = feedRepository(dbOver(pooled));
    const rounds = await Promise.all(
      [1, 2, 3].map(() =>
        Promise.all(walks.map(({ viewer, filters }) => walk(throughPgbouncer, viewer, filters, asOf))),
      ),
    );
    for (const round of rounds) expect(round).toEqual(expected);
    expect(expected.every((ids) => ids.length > 0)).toBe(true);
    expect(expected[0]?.length).toBe(30);
  });
});
