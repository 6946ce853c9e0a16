import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createTestDatabase, testEnv } from '@wishlist/service-kit/testing';
import { describe, expect, it } from 'vitest';
import {
  CELL_HYSTERESIS_KM,
  cellBounds,
  cellOf,
  LOCATION_CHANGES_PER_DAY,
  MIN_CELL_KM,
  snapped,
  type Coordinates,
} from '../src/core/cells.ts';
import { publishYesterdaysMoves } from '../src/location/publish-repository.ts';
import { buildTestMatching, like, newMember, type Member, matchingForFile } from './support.ts';

const { app, billing } = await matchingForFile();

const get = (member: Member, url: string) => app.inject({ method: 'GET', url, headers: { cookie: member.cookie } });
const patch = (member: Member, payload: object) =>
  app.inject({ method: 'PATCH', url: '/api/profile', headers: { cookie: member.cookie }, payload });
const moveTo = async (member: Member, coordinates: Coordinates | null) =>
  expect((await patch(member, { coordinates })).statusCode).toBe(200);

/** The next UTC day, as far as locations go: today's moves made yesterday, and the publishing job's run. */
async function aDayLater() {
  await app.pool.query(
    `update matching.profiles set pending_since = pending_since - interval '1 day' where pending_since is not null`,
  );
  await publishYesterdaysMoves(app.db);
}

const KM_PER_DEGREE = 111.195;
/** The point `km` from `from` towards `bearing` degrees (flat-earth steps: fine for a few km). */
const offset = (from: Coordinates, km: number, bearing: number): Coordinates => ({
  latitude: from.latitude + (km / KM_PER_DEGREE) * Math.cos((bearing * Math.PI) / 180),
  longitude:
    from.longitude +
    (km / (KM_PER_DEGREE * Math.cos((from.latitude * Math.PI) / 180))) * Math.sin((bearing * Math.PI) / 180),
});
const haversineKm = (a: Coordinates, b: Coordinates) => {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h =
    Math.sin(rad(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(rad(b.longitude - a.longitude) / 2) ** 2;
  return 12742 * Math.asin(Math.sqrt(h));
};

const AUSTIN = { latitude: 30.2672, longitude: -97.7431 };
const BOISE = { latitude: 43.615, longitude: -116.2023 };

/** The distance shown between two fixes: between their cells' centres, whole km up to 10, then 5 km steps. */
function shownKm(a: Coordinates, b: Coordinates) {
  const km = Math.max(2, Math.floor(haversineKm(snapped(a), snapped(b))) + 1);
  return km <= 10 ? km : Math.ceil(km / 5) * 5;
}

/** Points spread over the whole cell of `point`, its corners included (2% in from each edge). */
function pointsOfCell(point: Coordinates): Coordinates[] {
  const { south, north, west, east } = cellBounds(cellOf(point));
  return [0.02, 0.5, 0.98].flatMap((up) =>
    [0.02, 0.5, 0.98].map((across) => ({
      latitude: south + (north - south) * up,
      longitude: west + (east - west) * across,
    })),
  );
}

/** A premium member (the distance filter is theirs) at `at`. */
async function premiumAt(at: Coordinates) {
  const member = await newMember(app);
  await billing.setTier(app, member.userId, 'premium');
  await moveTo(member, at);
  return member;
}

const MAX_PROBE_KM = 64;

/** What the distance filter tells `watcher` of `person`: the smallest "within k km" that shows them, and the card it shows. */
async function filterProbe(watcher: Member, person: string) {
  const shown = async (km: number) => {
    const res = await get(watcher, `/api/profiles?limit=50&maxDistanceKm=${km}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().nextCursor).toBeNull();
    return (res.json().profiles as { id: string }[]).find((profile) => profile.id === person);
  };
  let [low, high] = [1, MAX_PROBE_KM];
  if (!(await shown(high))) return { threshold: null, card: null };
  while (low < high) {
    const mid = Math.floor((low + high) / 2);
    if (await shown(mid)) high = mid;
    else low = mid + 1;
  }
  return { threshold: low, card: JSON.stringify(await shown(low)) };
}

/** Everything `watchers` can read about where `person` is: their profile by id (raw bytes) and the filter's answers. */
async function observe(watchers: Member[], person: string) {
  return Promise.all(
    watchers.map(async (watcher) => ({
      byId: (await get(watcher, `/api/profiles/${person}`)).body,
      ...(await filterProbe(watcher, person)),
    })),
  );
}

describe('a trilateration attack', () => {
  it('cannot place a person more precisely than their cell: every point of it gives every attacker the same answers', async () => {
    const victimAt = AUSTIN;
    const victim = await newMember(app, { coordinates: victimAt });
    // 16 accounts at known places around the victim, 0.4 to 6 km away, on all sides.
    const attackers = await Promise.all(
      [0.4, 1.5, 3, 6].flatMap((km, ring) =>
        [0, 90, 180, 270].map((bearing) => premiumAt(offset(victimAt, km, bearing + ring * 22.5))),
      ),
    );
    const answers = await observe(attackers, victim.userId);
    expect(answers.every((answer) => answer.threshold !== null)).toBe(true);

    // The victim at each candidate point of the cell (corners, edges, centre): nothing any attacker reads changes.
    for (const point of pointsOfCell(victimAt)) {
      await moveTo(victim, point);
      expect(await observe(attackers, victim.userId), JSON.stringify(point)).toEqual(answers);
    }

    // Across town, the answers stay as they were all day; they follow the victim the next day: cells, nothing finer.
    await moveTo(victim, offset(victimAt, 12, 45));
    expect(await observe(attackers, victim.userId)).toEqual(answers);
    await aDayLater();
    expect(await observe(attackers, victim.userId)).not.toEqual(answers);
  }, 90_000); // about 1,500 requests

  it('gives 8 people moving 300 m inside their cell the same answers to 16 watchers, and them the same view of others', async () => {
    const watchers = await Promise.all(
      Array.from({ length: 16 }, (_, n) => premiumAt(offset(AUSTIN, 1 + (n % 4) * 2.5, n * 22.5))),
    );
    const movers = await Promise.all(
      Array.from({ length: 8 }, async (_, n) => {
        const cellCentre = snapped(offset(AUSTIN, 0.5 + n, n * 45));
        const mover = await premiumAt(cellCentre);
        return { mover, from: cellCentre, to: offset(cellCentre, 0.3, n * 45 + 10) };
      }),
    );
    const [fan] = watchers;
    if (!fan) throw new Error('no watchers');
    for (const { mover } of movers) expect((await like(app, fan, mover.userId)).statusCode).toBe(201);

    /** What the watchers read of every mover, and what every mover reads: their own profile and the watchers. */
    const everything = async () => ({
      watched: await Promise.all(movers.map(({ mover }) => observe(watchers.slice(0, 4), mover.userId))),
      byId: await Promise.all(
        movers.flatMap(({ mover }) =>
          watchers.map(async (watcher) => (await get(watcher, `/api/profiles/${mover.userId}`)).body),
        ),
      ),
      theirView: await Promise.all(
        movers.flatMap(({ mover }) =>
          watchers.map(async (watcher) => (await get(mover, `/api/profiles/${watcher.userId}`)).body),
        ),
      ),
      own: await Promise.all(movers.map(async ({ mover }) => (await get(mover, '/api/profile')).body)),
      wishlist: (await get(fan, '/api/wishlist')).body,
    });
    const before = await everything();
    for (const { mover, from, to } of movers) {
      expect(cellOf(to)).toEqual(cellOf(from));
      expect(haversineKm(from, to)).toBeGreaterThan(0.29);
      await moveTo(mover, to);
    }
    expect(await everything()).toEqual(before);
  }, 60_000);
});

/** Every cell centre within `km` of `around` (sampled every 0.4 km: finer than any cell). */
function cellsAround(around: Coordinates, km: number): Coordinates[] {
  const centres = new Map<string, Coordinates>();
  for (let north = -km; north <= km; north += 0.4)
    for (let east = -km; east <= km; east += 0.4) {
      const centre = snapped(offset(offset(around, north, 0), east, 90));
      centres.set(JSON.stringify(centre), centre);
    }
  return [...centres.values()];
}

/** The cells an attacker can still place the victim in: those that give every reading they took. */
const candidateCells = (readings: { from: Coordinates; km: number }[], around: Coordinates) =>
  cellsAround(around, 25).filter((cell) => readings.every(({ from, km }) => shownKm(from, cell) === km));

// Issue 44, point 5, re-run: the victim's cell was found in 2–3 moves and 2–3 reads, then three accounts parked once
// saw every later change of cell by reading alone, and fixes near an edge narrowed a person to a strip.
describe('the trilateration attack of issue 44, re-run', () => {
  it('finds no more than a day-old cell: one account moving reads one number a day; parked accounts never see a move the same day', async () => {
    const victimAt = offset(AUSTIN, 3.3, 130);
    const victim = await newMember(app, { coordinates: victimAt });
    const distanceTo = async (watcher: Member) =>
      (await get(watcher, `/api/profiles/${victim.userId}`)).json().profile.distanceKm as number;

    // Finding, with one account: its placement and the day's 5 moves around the victim's town.
    const firstAt = offset(AUSTIN, 6, 0);
    const mover = await newMember(app, { coordinates: firstAt });
    const readings = [{ from: firstAt, km: await distanceTo(mover) }];
    for (const [n, km] of [4, 7, 5, 8, 6].entries()) {
      const at = offset(AUSTIN, km, 72 * n + 30);
      await moveTo(mover, at);
      readings.push({ from: firstAt, km: await distanceTo(mover) });
    }
    expect(new Set(readings.map(({ km }) => km)).size).toBe(1);
    const afterMoving = candidateCells(readings, AUSTIN);
    expect(afterMoving).toContainEqual(snapped(victimAt));
    expect(afterMoving.length).toBeGreaterThanOrEqual(10);

    // Finding, with three accounts parked once around the town (each account's first placement is free).
    const parkedAt = [offset(AUSTIN, 5, 0), offset(AUSTIN, 5, 120), offset(AUSTIN, 5, 240)];
    const parked = await Promise.all(parkedAt.map((at) => newMember(app, { coordinates: at })));
    const fromParked = await Promise.all(
      parked.map(async (watcher, n) => ({ from: parkedAt[n] as Coordinates, km: await distanceTo(watcher) })),
    );
    const found = candidateCells(fromParked, AUSTIN);
    expect(found).toContainEqual(snapped(victimAt));

    // Tracking: the victim crosses town three times in a day; the parked accounts read after each move.
    const moves = [offset(AUSTIN, 9, 200), offset(AUSTIN, 14, 260), offset(AUSTIN, 4, 300)];
    for (const at of moves) {
      await moveTo(victim, at);
      expect(await Promise.all(parked.map(distanceTo))).toEqual(fromParked.map(({ km }) => km));
    }
    // Near an edge, fixes that wander 0.3 km either way never change the cell (no strip to narrow to).
    const { east } = cellBounds(cellOf(moves[2] as Coordinates));
    const nearEdge = (km: number) => ({
      ...snapped(moves[2] as Coordinates),
      longitude: east + km / (KM_PER_DEGREE * Math.cos((30.27 * Math.PI) / 180)),
    });
    for (const km of [0.3, -0.3, 0.3]) await moveTo(victim, nearEdge(km));
    expect((await get(victim, '/api/profile')).json().profile.coordinates).toEqual(snapped(moves[2] as Coordinates));

    // The next day: one change, to where the victim ended the day; the cells in between were never told.
    await aDayLater();
    const nextDay = await Promise.all(
      parked.map(async (watcher, n) => ({ from: parkedAt[n] as Coordinates, km: await distanceTo(watcher) })),
    );
    const foundNextDay = candidateCells(nextDay, AUSTIN);
    expect(foundNextDay).toContainEqual(snapped(moves[2] as Coordinates));
    for (const skipped of moves.slice(0, 2)) expect(foundNextDay).not.toContainEqual(snapped(skipped));
  }, 60_000);
});

describe('stored locations', () => {
  it('are the centre of the cell, never the point sent', async () => {
    const member = await newMember(app, { coordinates: AUSTIN });
    const centre = snapped(AUSTIN);
    expect(centre).not.toEqual(AUSTIN);
    expect((await get(member, '/api/profile')).json().profile.coordinates).toEqual(centre);
    const { rows } = await app.pool.query<{ row: string }>(
      'select row_to_json(p)::text as row from matching.profiles p where id = $1',
      [member.userId],
    );
    expect(rows[0]?.row).toContain(String(centre.latitude));
    expect(rows[0]?.row).not.toContain(String(AUSTIN.latitude));
    expect(rows[0]?.row).not.toContain(String(AUSTIN.longitude));
  });

  it('lie on cells at least the promised size across both ways, from the equator to the far north', () => {
    for (const latitude of [0, 25.76, 30.27, 47.61, 61.22, 71.3, 80]) {
      const { south, north, west, east } = cellBounds(cellOf({ latitude, longitude: -100 }));
      expect(
        haversineKm({ latitude: south, longitude: west }, { latitude: north, longitude: west }),
      ).toBeGreaterThanOrEqual(MIN_CELL_KM);
      // Narrowest at the poleward edge.
      const poleward = Math.abs(north) > Math.abs(south) ? north : south;
      expect(
        haversineKm({ latitude: poleward, longitude: west }, { latitude: poleward, longitude: east }),
      ).toBeGreaterThanOrEqual(MIN_CELL_KM * 0.999);
      expect(snapped(snapped({ latitude, longitude: -100 }))).toEqual(snapped({ latitude, longitude: -100 }));
    }
    expect(MIN_CELL_KM).toBeGreaterThanOrEqual(1.5);
  });
});

describe('the service log', () => {
  it('never holds the coordinates a person sent, even at the most verbose level', async () => {
    const databaseUrl = await createTestDatabase();
    const inProcess = await buildTestMatching(billing.url, databaseUrl);
    const server = spawn(process.execPath, [new URL('../src/server.ts', import.meta.url).pathname], {
      env: { ...process.env, ...testEnv(databaseUrl, { BILLING_URL: billing.url, LOG_LEVEL: 'trace' }) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    server.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
    server.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
    try {
      while (!/listening at (http:\/\/[\d.:]+)/.test(log)) await new Promise((resolve) => setTimeout(resolve, 50));
      const url = /listening at (http:\/\/[\d.:]+)/.exec(log)?.[1] as string;
      const member = await newMember(inProcess);
      const send = (coordinates: Coordinates) =>
        fetch(`${url}/api/profile`, {
          method: 'PATCH',
          headers: { cookie: member.cookie, 'content-type': 'application/json' },
          body: JSON.stringify({ coordinates }),
        });
      expect((await send({ latitude: 30.2671234, longitude: -97.7439876 })).status).toBe(200);
      expect((await send({ latitude: 90.1234567, longitude: -97.7439876 })).status).toBe(400);
      expect(log).toMatch(/"url":"\/api\/profile"/);
      for (const digits of ['2671234', '7439876', '1234567']) expect(log).not.toContain(digits);
    } finally {
      server.kill('SIGTERM');
      await once(server, 'exit');
      await inProcess.close();
    }
  }, 30_000);
});

describe('distanceKm', () => {
  it('reads 2 ("less than 2 km") within a cell or next to it, then the whole km above the distance between cells', async () => {
    const viewer = await newMember(app, { coordinates: AUSTIN });
    const distanceTo = async (at: Coordinates) => {
      const other = await newMember(app, { coordinates: at });
      return (await get(viewer, `/api/profiles/${other.userId}`)).json().profile.distanceKm as number;
    };
    const { south, north } = cellBounds(cellOf(AUSTIN));
    expect(await distanceTo({ ...AUSTIN, latitude: south + (north - south) * 0.01 })).toBe(2);
    const dallas = { latitude: 32.7767, longitude: -96.797 };
    expect(await distanceTo(dallas)).toBe(shownKm(AUSTIN, dallas));
    // Up to 10 km, whole km; above, 5 km steps.
    for (const km of [4, 8, 12, 17, 23]) {
      const shown = await distanceTo(offset(AUSTIN, km, 0));
      expect(shown, String(km)).toBe(shownKm(AUSTIN, offset(AUSTIN, km, 0)));
      expect(shown <= 10 || shown % 5 === 0, String(shown)).toBe(true);
    }
  });

  it("is within a distance filter's limit exactly when the number shown is (the filter compares the whole km)", async () => {
    // Every whole km from 2 to 60 against every limit from 0 to 65 km, halves too: the filter's comparison (the
    // largest step not above the limit) says what the shown steps say.
    const { rows } = await app.pool.query<{ km: number; max: number }>(`
      select km, max from generate_series(2, 60) km, generate_series(0, 130) twice, lateral (select twice / 2.0 as max) m
      where (matching.in_steps_km(km) <= max) <> (km <= (case when max <= 10 then max else floor(max / 5) * 5 end))`);
    expect(rows).toEqual([]);
  });
});

describe('readings of a person', () => {
  it('are frozen for the day: a viewer who moves 5 times reads one value (card, profile, filter), even as the person moves; the next day, the new cells', async () => {
    // A town of its own: the filter's answers hold everyone within its reach on one page.
    const person = await newMember(app, { coordinates: BOISE });
    const viewerAt = offset(BOISE, 30, 0);
    const viewer = await premiumAt(viewerAt);
    const reading = async () => {
      const byId = (await get(viewer, `/api/profiles/${person.userId}`)).json().profile.distanceKm as number;
      return { byId, ...(await filterProbe(viewer, person.userId)) };
    };
    const first = await reading();
    expect(first.byId).toBe(shownKm(viewerAt, BOISE));
    expect(first.threshold).toBe(first.byId);

    const moves = [2, 9, 16, 24, 40].map((km, n) => offset(BOISE, km, n * 72));
    for (const at of moves) {
      await moveTo(viewer, at);
      expect((await get(viewer, '/api/profile')).json().profile.coordinates).toEqual(snapped(at));
      expect(await reading(), JSON.stringify(at)).toEqual(first);
    }
    const personTo = offset(BOISE, 7, 200);
    await moveTo(person, personTo);
    expect(await reading()).toEqual(first);

    await aDayLater();
    const lastMove = moves.at(-1) as Coordinates;
    const next = await reading();
    expect(next.byId).toBe(shownKm(lastMove, personTo));
    expect(next.threshold).toBe(next.byId);
    expect(next.byId).not.toBe(first.byId);
  }, 30_000);

  it('need a fix well past the edge of the cell one is in (hysteresis): a person by an edge never flips between cells', async () => {
    const member = await newMember(app, { coordinates: AUSTIN });
    const home = snapped(AUSTIN);
    const { east } = cellBounds(cellOf(AUSTIN));
    const pastTheEastEdge = (km: number) => ({
      latitude: home.latitude,
      longitude: east + km / (KM_PER_DEGREE * Math.cos((home.latitude * Math.PI) / 180)),
    });
    const cellShown = async () => (await get(member, '/api/profile')).json().profile.coordinates;
    for (const km of [0.05, 0.2, CELL_HYSTERESIS_KM - 0.05]) {
      await moveTo(member, pastTheEastEdge(km));
      expect(await cellShown(), String(km)).toEqual(home);
    }
    const over = pastTheEastEdge(CELL_HYSTERESIS_KM + 0.05);
    await moveTo(member, over);
    expect(await cellShown()).toEqual(snapped(over));
    expect(snapped(over)).not.toEqual(home);
    // Back across the edge by less than the margin: the new cell stays.
    for (const km of [-0.05, -(CELL_HYSTERESIS_KM - 0.05)]) {
      await moveTo(member, pastTheEastEdge(km));
      expect(await cellShown(), String(km)).toEqual(snapped(over));
    }
  });

  it('by id have a budget per viewer: past it, 429 RATE_LIMITED in the Error shape with Retry-After; others read on', async () => {
    const person = await newMember(app, { coordinates: AUSTIN });
    const [reader, other] = [await newMember(app), await newMember(app)];
    const read = (viewer: Member) => get(viewer, `/api/profiles/${person.userId}`);
    for (let batch = 0; batch < 10; batch++) {
      const answers = await Promise.all(Array.from({ length: 20 }, () => read(reader)));
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    }
    const refused = await read(reader);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: expect.any(String),
      code: 'RATE_LIMITED',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
    expect(refused.body).not.toContain(person.userId);
    expect((await read(other)).statusCode).toBe(200);
  });
});

describe('changes of location', () => {
  it(`are limited to ${LOCATION_CHANGES_PER_DAY} changes of cell a day after the first placement: then 429 with Retry-After, and nothing of the update is saved`, async () => {
    const member = await newMember(app);
    // The first placement (onboarding's) is no change, then come the day's changes.
    const places = Array.from({ length: LOCATION_CHANGES_PER_DAY + 2 }, (_, n) => offset(AUSTIN, 10 * n, 90));
    for (const place of places.slice(0, LOCATION_CHANGES_PER_DAY + 1)) await moveTo(member, place);
    // Moving inside the cell one is in is no change: never counted, never refused.
    const last = places[LOCATION_CHANGES_PER_DAY] as Coordinates;
    await moveTo(member, offset(last, 0.2, 0));

    const refused = await patch(member, { coordinates: places.at(-1), bio: 'New bio' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      statusCode: 429,
      error: 'Too Many Requests',
      code: 'LOCATION_CHANGE_LIMIT_REACHED',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(86_000);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(86_400);
    const own = (await get(member, '/api/profile')).json().profile;
    expect(own.coordinates).toEqual(snapped(last));
    expect(own.bio).not.toBe('New bio');
    // Clearing the location is a change too (else clearing and setting would get round the limit).
    expect((await patch(member, { coordinates: null })).statusCode).toBe(429);

    // A day after the first change, changes are open again.
    await app.pool.query(
      `update matching.profiles set location_changes_since = now() - interval '24 hours 1 second' where id = $1`,
      [member.userId],
    );
    await moveTo(member, places.at(-1) as Coordinates);
  });
});

describe('the migration to cells', () => {
  it('snaps every stored position to its cell and drops the exact distance', async () => {
    const older = await buildTestMatching(billing.url);
    try {
      await older.orm.migrator.down({ to: 'Migration20261124043413_messaging' });
      const exact = { id: crypto.randomUUID(), latitude: AUSTIN.latitude, longitude: AUSTIN.longitude };
      const halfKnown = crypto.randomUUID();
      await older.pool.query(
        `insert into matching.profiles (id, first_name, birth_date, latitude, longitude) values
           ($1, 'Exact', date '1990-01-01', $2, $3), ($4, 'Half', date '1990-01-01', 40.7, null)`,
        [exact.id, exact.latitude, exact.longitude, halfKnown],
      );
      await older.orm.migrator.up();

      const { rows } = await older.pool.query(
        'select id, latitude, longitude from matching.profiles order by first_name',
      );
      expect(rows).toEqual([
        { id: exact.id, ...snapped(AUSTIN) },
        { id: halfKnown, latitude: null, longitude: null },
      ]);
      const functions = await older.pool.query(
        `select proname from pg_proc where proname like '%distance_km' order by proname`,
      );
      expect(functions.rows).toEqual([{ proname: 'shown_distance_km' }]);
    } finally {
      await older.close();
    }
  });
});

describe('the migration to places that follow the location', () => {
  it('replaces each typed place with the city nearest the stored cell, and clears it without a location', async () => {
    const older = await buildTestMatching(billing.url);
    try {
      await older.orm.migrator.down({ to: 'Migration20261203090000_nearby_feed' });
      const [inAustin, nowhere] = [crypto.randomUUID(), crypto.randomUUID()];
      const cell = snapped({ latitude: 30.3, longitude: -97.7 });
      await older.pool.query(
        `insert into matching.profiles (id, first_name, location, latitude, longitude) values
           ($1, 'Typed', 'Seattle, WA', $2, $3), ($4, 'Nowhere', 'Paris, France', null, null)`,
        [inAustin, cell.latitude, cell.longitude, nowhere],
      );
      await older.orm.migrator.up();

      const { rows } = await older.pool.query(
        'select id, location from matching.profiles where id = any($1) order by first_name',
        [[inAustin, nowhere]],
      );
      expect(rows).toEqual([
        { id: nowhere, location: '' },
        { id: inAustin, location: 'Austin, TX' },
      ]);
    } finally {
      await older.close();
    }
  });
});
